"""Builders write the JSON a hand-written request would, and read like the situation they describe."""

from orientation_client import (
    UIDeviceOrientation,
    UIInterfaceOrientation as O,
    UIInterfaceOrientationMask as Mask,
    assert_decision,
    assert_timeline,
)
from orientation_client.builders import (
    Scenario,
    app_supporting,
    dismiss,
    ipad,
    iphone,
    navigation_controller,
    present,
    tab_bar_controller,
    turn_device,
    view_controller,
)


def test_an_app_builder_writes_the_info_plist_list_as_xcode_does():
    app = app_supporting(O.portrait, "UIInterfaceOrientationLandscapeLeft", ipad=[O.portrait, O.portraitUpsideDown])
    assert app.to_json() == {"infoPlist": {
        "UISupportedInterfaceOrientations": ["portrait", "UIInterfaceOrientationLandscapeLeft"],
        "UISupportedInterfaceOrientations~ipad": ["portrait", "portraitUpsideDown"]}}


def test_a_plain_controller_overrides_only_what_the_test_says():
    assert view_controller("FeedViewController").to_json() == {"name": "FeedViewController"}
    assert view_controller("PlayerViewController", supports=Mask.landscape, autorotates=True).to_json() == {
        "name": "PlayerViewController", "supportedInterfaceOrientations": 24, "shouldAutorotate": True}


def test_a_navigation_stack_lists_its_controllers_root_first():
    nav = navigation_controller(view_controller("ListViewController"), view_controller("DetailViewController"))
    assert nav.to_json() == {"name": "UINavigationController", "kind": "navigationController",
                             "viewControllers": [{"name": "ListViewController"}, {"name": "DetailViewController"}]}


def test_a_tab_bar_shows_its_first_tab_unless_told():
    tabs = tab_bar_controller(view_controller("A"), view_controller("B"))
    assert tabs.to_json()["selectedIndex"] == 0
    assert tab_bar_controller(view_controller("A"), view_controller("B"), selected=1).to_json()["selectedIndex"] == 1


def test_a_presentation_is_full_screen_unless_told():
    root = view_controller("Root").presenting(view_controller("Modal"))
    assert root.to_json()["presentedViewController"] == {"name": "Modal", "modalPresentationStyle": "fullScreen"}


def test_presenting_twice_stacks_the_second_presentation_on_the_first():
    root = view_controller("Root").presenting(view_controller("First")).presenting(view_controller("Second"), "formSheet")
    first = root.to_json()["presentedViewController"]
    assert first["name"] == "First"
    assert first["presentedViewController"] == {"name": "Second", "modalPresentationStyle": "formSheet"}


def test_devices_name_their_idiom_and_version():
    assert iphone("16.4", home_button=False).to_json() == {"idiom": "phone", "systemVersion": "16.4", "hasHomeButton": False}
    assert ipad("17.0", multitasking=False).to_json() == {"idiom": "pad", "systemVersion": "17.0", "supportsMultitasking": False}


def test_a_scenario_puts_its_root_in_the_key_window():
    request = Scenario(root=view_controller("Root")).in_orientation(O.portrait).with_device_turned_to(
        UIDeviceOrientation.landscapeLeft).decide_request()
    assert request.to_json() == {"window": {"rootViewController": {"name": "Root"}},
                                 "interfaceOrientation": "portrait", "deviceOrientation": "landscapeLeft"}


def test_a_scenario_then_events_is_a_timeline():
    request = Scenario(root=view_controller("Root")).then(turn_device("landscapeLeft"), dismiss("Modal"))
    assert request.to_json()["events"] == [{"type": "deviceOrientation", "orientation": "landscapeLeft"},
                                           {"type": "dismiss", "controller": "Modal"}]


# The same builders against the real service: the situations of the API's own examples.

def test_a_full_screen_player_over_a_tab_bar_turns_the_interface_to_landscape(orientation):
    scenario = Scenario(
        device=iphone("17.0"),
        app=app_supporting(O.portrait, O.landscapeLeft, O.landscapeRight),
        root=tab_bar_controller(
            navigation_controller(view_controller("FeedViewController")),
            navigation_controller(view_controller("SettingsViewController")),
        ).presenting(view_controller("PlayerViewController", supports=Mask.allButUpsideDown)),
    ).in_orientation(O.portrait).with_device_turned_to(UIDeviceOrientation.landscapeLeft)
    # Device landscapeLeft is interface landscapeRight (UIKit's trap).
    assert_decision(orientation.decide(scenario), outcome="rotated", interface_orientation=O.landscapeRight,
                    topmost="PlayerViewController")


def test_dismissing_a_viewer_in_landscape_over_a_portrait_only_list_raises(orientation):
    # NYTPhotoViewer#360: the list is top-most again, answers portrait only, and UIKit raises.
    scenario = Scenario(device=iphone("16.0"),
                        root=view_controller("PhotosListViewController", supports=Mask.portrait)).in_orientation(O.portrait)
    result = orientation.simulate(scenario.then(
        present(view_controller("PhotoViewController", supports=Mask.all), on="PhotosListViewController"),
        turn_device(UIDeviceOrientation.landscapeLeft),
        dismiss("PhotoViewController"),
    ))
    assert_timeline(result, outcome="exception",
                    exception_reason_contains="must match a supported interface orientation: 'portrait'!")


def test_lint_reports_the_game_center_crash_of_a_landscape_only_game(orientation):
    scenario = Scenario(
        device=iphone("6.0"), app=app_supporting(O.landscapeLeft, O.landscapeRight),
        root=view_controller("GameViewController", supports=Mask.landscape).presenting(
            view_controller("GKHostedAuthenticateViewController", supports=Mask.portrait)),
    )
    assert "invalid-orientation-on-presentation" in orientation.lint(scenario).codes
