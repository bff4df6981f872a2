import { describe, expect, it } from "vitest";
import { ID_PARAMS, lowercaseIds } from "./id-params.ts";

describe("lowercaseIds", () => {
  it.each([
    ["/quotes/ABC-1/view", "/quotes/abc-1/view"],
    ["/orders/ORD/view", "/orders/ord/view"],
    ["/orders/LINKED/provision/LOAD/view", "/orders/linked/provision/load/view"],
    ["/orders/ORD/suborder/SUB/track/TRACK-9X", "/orders/ord/suborder/sub/track/TRACK-9X"],
    ["/projects/PRJ/subscriptions/SUBS/view", "/projects/prj/subscriptions/subs/view"],
    ["/projects/PRJ/invoices/INV/customer-view", "/projects/prj/invoices/inv/customer-view"],
    ["/invoice-payment/INV", "/invoice-payment/inv"],
    ["/customers/ACC/view/plans", "/customers/acc/view/plans"],
    ["/settings/users/USER", "/settings/users/user"],
    ["/templates/TPL/edit", "/templates/tpl/edit"],
    ["/integrations/INT", "/integrations/int"],
    ["/environments/ENV/edit", "/environments/env/edit"],
    [
      "/msp/ACC/product-service/PS/template/TPL/document/PROPOSAL/replace",
      "/msp/acc/product-service/ps/template/tpl/document/proposal/replace",
    ],
  ])("lowercases the id params of %s", (pathname, expected) => {
    expect(lowercaseIds(pathname).pathname).toBe(expected);
  });

  it.each([
    "/product-category/ROOT/product/p1",
    "/wifi/users/USER-1",
    "/wiki/Getting-Started",
    "/register/INVITE",
    "/new-password/TOKEN",
    "/customers/acc/locations/LOC/edit",
    "/msp/acc/template/tpl/CUSTOM",
  ])("leaves params outside the list as typed: %s", (pathname) => {
    expect(lowercaseIds(pathname).pathname).toBe(pathname);
  });

  it("leaves static segments and unknown paths alone", () => {
    expect(lowercaseIds("/Quotes/ABC/View").pathname).toBe("/Quotes/abc/View");
    expect(lowercaseIds("/Unknown/ABC").pathname).toBe("/Unknown/ABC");
  });

  it.each(ID_PARAMS)("lowercases the query value of %s", (name) => {
    expect(lowercaseIds("/x", `?${name}=ABC&other=XYZ`).search).toBe(`?${name}=abc&other=XYZ`);
  });

  it("keeps other query values, order, repeated keys and the absence of '?'", () => {
    expect(
      lowercaseIds("/quotes/q/sign", "documentType=PROPOSAL&signToken=AbC&quoteId=Q1&quoteId=Q2").search,
    ).toBe("documentType=proposal&signToken=AbC&quoteId=q1&quoteId=q2");
    expect(lowercaseIds("/orders/o/view", "?stage=Open&tab&orderId=").search).toBe(
      "?stage=Open&tab&orderId=",
    );
  });

  it("reports whether anything changed", () => {
    expect(lowercaseIds("/quotes/q1/view", "?tab=A").changed).toBe(false);
    expect(lowercaseIds("/quotes/Q1/view").changed).toBe(true);
    expect(lowercaseIds("/quotes", "?accountId=A").changed).toBe(true);
  });
});
