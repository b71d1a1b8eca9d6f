"""A typed client for orientation-service: what UIKit does with an app's interface orientation.

    from orientation_client import OrientationClient
    from orientation_client.builders import Scenario, iphone, app_supporting, view_controller

See README.md for the pytest plugin and the builders.
"""

from .assertions import assert_decision, assert_timeline, explain
from .client import API_MAJOR_VERSIONS, AsyncOrientationClient, OrientationClient, __version__
from .errors import (
    InvalidRequest,
    OrientationError,
    ProblemError,
    ServiceTimeout,
    ServiceUnreachable,
    TransportError,
    UnexpectedResponse,
    UnsupportedServerVersion,
)
from .requests import (
    App,
    DecideRequest,
    Device,
    InfoPlist,
    LintRequest,
    SimulateRequest,
    UIViewController,
    UIWindow,
)
from .responses import (
    BatchResponse,
    BatchSummary,
    Decision,
    DecisionSummary,
    LintReport,
    Problem,
    SimulateResult,
    SimulateSummary,
    VersionInfo,
)
from .service import OrientationService, ServiceError
from .vocabulary import (
    Environment,
    UIDeviceOrientation,
    UIInterfaceOrientation,
    UIInterfaceOrientationMask,
    UIModalPresentationStyle,
    UIUserInterfaceIdiom,
)

__all__ = [
    "API_MAJOR_VERSIONS", "App", "AsyncOrientationClient", "BatchResponse", "BatchSummary", "DecideRequest", "Decision",
    "DecisionSummary", "Device", "Environment",
    "InfoPlist", "InvalidRequest", "LintReport", "LintRequest", "OrientationClient", "OrientationError",
    "OrientationService", "Problem", "ProblemError", "ServiceError", "ServiceTimeout", "ServiceUnreachable",
    "SimulateRequest", "SimulateResult", "SimulateSummary", "TransportError", "UIDeviceOrientation", "UIInterfaceOrientation",
    "UIInterfaceOrientationMask", "UIModalPresentationStyle", "UIUserInterfaceIdiom", "UIViewController", "UIWindow",
    "UnexpectedResponse", "UnsupportedServerVersion", "VersionInfo", "__version__", "assert_decision",
    "assert_timeline", "explain",
]
