"""JSON <-> dataclass conversion for the models, driven by their type hints.

One small codec instead of a method per model: the models stay plain declarations of the wire shape (which
tests/test_models_match_spec.py compares with openapi.yaml), and every model decodes and encodes the same way.

Wire names are the field names in lowerCamelCase, unless the field's metadata gives ``wire``. ``None`` on a
request model means "leave the member out" (the API treats null and absent alike); on a response model it is
the JSON null the server sent.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import types
import typing
from typing import Any, Literal, Union


class DecodingError(ValueError):
    """A response did not have the documented shape (raised with the JSON Pointer of the offending member)."""

    def __init__(self, pointer: str, message: str):
        super().__init__(f"{pointer or '/'}: {message}")
        self.pointer = pointer
        self.message = message


def camel(name: str) -> str:
    head, *rest = name.rstrip("_").split("_")
    return head + "".join(part[:1].upper() + part[1:] for part in rest)


def wire_name(f: dataclasses.Field) -> str:
    return f.metadata.get("wire") or camel(f.name)


def wire(name: str, **kwargs: Any) -> Any:
    """A dataclass field whose JSON member name is not the camelCase of the Python name."""
    return dataclasses.field(metadata={"wire": name}, **kwargs)


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def wire_fields(cls: type) -> list[tuple[str, dataclasses.Field, Any]]:
    """(wire name, field, type) for every field of a model, in declaration order."""
    hints = _hints(cls)
    return [(wire_name(f), f, hints[f.name]) for f in dataclasses.fields(cls) if not f.metadata.get("local")]


# ------------------------------------------------------------------------------------------------ encoding

def encode(value: Any) -> Any:
    """A model (or list, enum, mapping) as JSON-ready data. Optional members that are ``None`` are left out."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out: dict[str, Any] = {}
        const = getattr(value, "TYPE", None)
        if const is not None:
            out["type"] = const
        for name, f, _ in wire_fields(type(value)):
            v = getattr(value, f.name)
            optional = f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING
            if v is not None or not optional:  # a required member that is null stays (responses)
                out[name] = encode(v)
        return out
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, (list, tuple)):
        return [encode(v) for v in value]
    if isinstance(value, dict):
        return {k: encode(v) for k, v in value.items()}
    return value


# ------------------------------------------------------------------------------------------------ decoding

def _json_type(v: Any) -> str:
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "boolean"
    if isinstance(v, int):
        return "integer"
    if isinstance(v, float):
        return "number"
    if isinstance(v, str):
        return "string"
    if isinstance(v, list):
        return "array"
    if isinstance(v, dict):
        return "object"
    return type(v).__name__


def decode(tp: Any, value: Any, pointer: str = "", strict: bool = False) -> Any:
    """``value`` (parsed JSON) as ``tp``. Strict decoding also refuses members and enum values the model does
    not know; lenient decoding (the client's default) ignores unknown members and keeps unknown enum values
    as strings, so a newer server's additions do not break an older client."""
    origin = typing.get_origin(tp)
    if tp is Any:
        return value
    if origin in (Union, types.UnionType):
        return _decode_union(typing.get_args(tp), value, pointer, strict)
    if origin is Literal:
        if value not in typing.get_args(tp):
            raise DecodingError(pointer, f"expected one of {list(typing.get_args(tp))}, got {value!r}")
        return value
    if origin is list:
        if not isinstance(value, list):
            raise DecodingError(pointer, f"expected an array, got {_json_type(value)}")
        (item,) = typing.get_args(tp)
        return [decode(item, v, f"{pointer}/{i}", strict) for i, v in enumerate(value)]
    if origin is dict:
        if not isinstance(value, dict):
            raise DecodingError(pointer, f"expected an object, got {_json_type(value)}")
        _, item = typing.get_args(tp)
        return {k: decode(item, v, f"{pointer}/{k}", strict) for k, v in value.items()}
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        try:
            return tp(value)
        except ValueError:
            if strict or not isinstance(value, str):
                raise DecodingError(pointer, f"{value!r} is not a {tp.__name__}") from None
            return value
    if dataclasses.is_dataclass(tp):
        return _decode_object(tp, value, pointer, strict)
    if tp is float:
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return float(value) if isinstance(value, float) else value
        raise DecodingError(pointer, f"expected a number, got {_json_type(value)}")
    if tp is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        raise DecodingError(pointer, f"expected an integer, got {_json_type(value)}")
    if tp in (str, bool):
        if type(value) is tp:
            return value
        raise DecodingError(pointer, f"expected {'a string' if tp is str else 'a boolean'}, got {_json_type(value)}")
    if tp is type(None):
        if value is None:
            return None
        raise DecodingError(pointer, f"expected null, got {_json_type(value)}")
    raise TypeError(f"the codec cannot decode {tp!r}")


def _decode_union(options: tuple, value: Any, pointer: str, strict: bool) -> Any:
    # Try the alternatives in the order the model declares them; the first that decodes wins.
    errors = []
    for option in options:
        try:
            return decode(option, value, pointer, True)
        except DecodingError as e:
            errors.append(e.message)
    if not strict:
        for option in options:
            try:
                return decode(option, value, pointer, False)
            except DecodingError:
                pass
    raise DecodingError(pointer, "matches none of the documented shapes: " + "; ".join(errors))


def _decode_object(cls: type, value: Any, pointer: str, strict: bool) -> Any:
    if not isinstance(value, dict):
        raise DecodingError(pointer, f"expected an object ({cls.__name__}), got {_json_type(value)}")
    fields = wire_fields(cls)
    known = {name for name, _, _ in fields}
    const = getattr(cls, "TYPE", None)
    if const is not None:
        known.add("type")
        if value.get("type") != const:
            raise DecodingError(pointer + "/type", f"expected {const!r}, got {value.get('type')!r}")
    if strict:
        unknown = sorted(set(value) - known)
        if unknown:
            raise DecodingError(f"{pointer}/{unknown[0]}", f"member not in {cls.__name__}")
    kwargs = {}
    for name, f, tp in fields:
        if name in value:
            kwargs[f.name] = decode(tp, value[name], f"{pointer}/{name}", strict)
        elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            raise DecodingError(f"{pointer}/{name}", f"required member of {cls.__name__} is missing")
    return cls(**kwargs)
