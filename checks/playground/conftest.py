"""A real headless browser for the playground tests: Debian's chromium driven by its chromedriver (selenium).

Nothing is downloaded: the browser and the driver are the system packages (apt-get install chromium
chromium-driver), found at /usr/bin unless PLAYGROUND_CHROMIUM / PLAYGROUND_CHROMEDRIVER say otherwise.
"""
import os
import shutil

import pytest

os.environ.setdefault("SE_OFFLINE", "true")  # never let selenium look for a browser or a driver online

from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service as ChromeService  # noqa: E402


def _find(env, *names):
    if os.environ.get(env):
        return os.environ[env]
    for name in names:
        path = shutil.which(name)
        if path:
            return path
    raise RuntimeError(f"{names[0]} is missing: apt-get install chromium chromium-driver (or set {env})")


@pytest.fixture(scope="session")
def base_url():
    url = os.environ.get("ORIENTATION_URL")
    if not url:
        raise RuntimeError("run through scripts/with-server (ORIENTATION_URL is not set)")
    return url.rstrip("/")


@pytest.fixture(scope="session")
def driver():
    options = webdriver.ChromeOptions()
    options.binary_location = _find("PLAYGROUND_CHROMIUM", "chromium", "chromium-browser")
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                "--window-size=1280,1000", "--hide-scrollbars", "--force-device-scale-factor=1",
                "--no-first-run", "--disable-extensions", "--lang=en-US"):
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = ChromeService(executable_path=_find("PLAYGROUND_CHROMEDRIVER", "chromedriver"))
    browser = webdriver.Chrome(service=service, options=options)
    browser.set_script_timeout(20)
    yield browser
    browser.quit()


@pytest.fixture()
def page(driver, base_url):
    """The browser on a fresh playground page at the default size, its console log emptied."""
    driver.set_window_size(1280, 1000)
    driver.get("about:blank")
    driver.get_log("browser")
    return driver
