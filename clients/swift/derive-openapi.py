#!/usr/bin/env python3
"""Writes the document swift-openapi-generator reads: openapi.yaml with its `null` alternatives removed.

The API writes "may be null" as `anyOf: [X, {type: 'null'}]` or `oneOf: [X, {type: 'null'}]` (null means the
same as absent). swift-openapi-generator 1.14.3 does not support a `null` schema in an anyOf or oneOf and drops
the whole member with a warning, which would leave the request types empty. A Swift Optional already says "may
be absent", and the runtime decodes a JSON null into nil, so the derived document keeps X and no longer lists
such a member as required. Nothing else changes.

    derive-openapi.py OPENAPI_YAML > openapi.json
"""

import json
import sys

import yaml

NULL = {"type": "null"}


def without_null(node):
    """(node without its null alternative, whether it had one)."""
    for combinator in ("anyOf", "oneOf"):
        if isinstance(node, dict) and isinstance(node.get(combinator), list) and NULL in node[combinator]:
            rest = [b for b in node[combinator] if b != NULL]
            node = {k: v for k, v in node.items() if k != combinator}
            if len(rest) == 1:
                for k, v in rest[0].items():
                    node.setdefault(k, v)
            else:
                node[combinator] = rest
            return node, True
    if isinstance(node, dict) and isinstance(node.get("type"), list) and "null" in node["type"]:
        types = [t for t in node["type"] if t != "null"]
        return {**node, "type": types[0] if len(types) == 1 else types}, True
    return node, False


def walk(node):
    if isinstance(node, list):
        return [walk(v) for v in node]
    if not isinstance(node, dict):
        return node
    node, _ = without_null(node)
    out = {}
    nullable = set()
    for key, value in node.items():
        if key == "properties" and isinstance(value, dict):
            props = {}
            for name, schema in value.items():
                schema, had_null = without_null(schema)
                if had_null:
                    nullable.add(name)
                props[name] = walk(schema)
            out[key] = props
        else:
            out[key] = walk(value)
    if nullable and isinstance(out.get("required"), list):
        out["required"] = [r for r in out["required"] if r not in nullable]
        if not out["required"]:
            del out["required"]
    return out


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        spec = yaml.safe_load(f)
    json.dump(walk(spec), sys.stdout, indent=1, ensure_ascii=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
