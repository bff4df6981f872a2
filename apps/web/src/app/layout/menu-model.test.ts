import { buildMenu, type MenuEntry } from "@q2c/domain";
import { describe, expect, it } from "vitest";
import { fakeUser } from "../../test/fixtures.ts";
import { accessContextOf } from "../session/access-context.ts";
import { visibleMenu } from "./menu-model.ts";

const entry = (id: string, path: string | null, children: MenuEntry[] = []): MenuEntry => ({
  id,
  title: id,
  path,
  icon: "IconHome",
  children,
});

describe("side menu", () => {
  it("keeps entries with a page, groups with a visible child, and drops the rest", () => {
    const registered = new Set(["/", "/settings/users"]);
    const menu = visibleMenu(
      [
        entry("home", "/"),
        entry("quotes", "/quotes"),
        entry("settings", null, [entry("users", "/settings/users"), entry("company", "/settings/company")]),
        entry("sell", null, [entry("contracts", "/contract")]),
      ],
      (path) => registered.has(path),
    );
    expect(menu.map((e) => e.id)).toEqual(["home", "settings"]);
    expect(menu[1]?.children.map((e) => e.id)).toEqual(["users"]);
  });

  it("shows an MSP administrator only Home while only the dashboard exists", () => {
    const ctx = accessContextOf(fakeUser(), true);
    const menu = visibleMenu(buildMenu(ctx), (path) => path === "/");
    expect(menu.map((e) => e.title)).toEqual(["Home"]);
  });
});
