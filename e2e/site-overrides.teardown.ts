import { test as teardown } from "@playwright/test";
import { removeOverrides } from "../test/site-overrides";

teardown("stop and remove the site with content overrides", () => removeOverrides());
