import { CATALOGUE_KINDS } from "@q2c/domain";
import { prefetchBuilderProject } from "../../features/quote-builder/builder-prefetch.ts";
import type { PageRegistry, PrefetchRegistry } from "./build-routes.tsx";
import { lazyPage } from "./lazy-page.ts";
import type { PagePrefetch } from "./route-guard-loader.ts";

// Every catalogue kind's detail and add page is the one product page (the kind comes from the path).
const productPage = lazyPage(() => import("../../features/catalogue/product-page.tsx"));
const catalogueItemPages = Object.fromEntries(
  CATALOGUE_KINDS.flatMap((k) => [
    [`product-category.${k.kind}`, productPage],
    [`product-category.${k.add}`, productPage],
  ]),
) as PageRegistry;
const servicePage = lazyPage(() => import("../../features/catalogue/service-page.tsx"));

const bundlePage = lazyPage(() => import("../../features/bundles/bundle-page.tsx"));
const environmentPage = lazyPage(() => import("../../features/building-use/environment-page.tsx"));
const customerPage = lazyPage(() => import("../../features/customers/customer-view-page.tsx"));
const quoteFormPage = lazyPage(() => import("../../features/quotes/quote-form-page.tsx"));
const quoteViewPage = lazyPage(() => import("../../features/quotes/quote-view-page.tsx"));
const templateEditorPage = lazyPage(() => import("../../features/templates/template-editor-page.tsx"));
const customTemplatePage = lazyPage(() => import("../../features/templates/custom-template-page.tsx"));
const mspTemplatePage = lazyPage(() => import("../../features/templates/msp-template-page.tsx"));

/**
 * The pages that exist. Only these routes of the domain table are registered; every other path,
 * including spec routes whose page is not written yet, falls to /pages/error-404 (ARCHITECTURE.md:
 * no page that pretends). To add a page: write src/features/<domain>/<name>-page.tsx with the page
 * as its default export, then add its route id here. Title, breadcrumb, rule and flags come from
 * the route table in @q2c/domain.
 */
export const PAGES: PageRegistry = {
  login: lazyPage(() => import("../../features/auth/login-page.tsx")),
  // The invite link only redirects to /register (its guard), so it shares the register page.
  "register.invite": lazyPage(() => import("../../features/auth/register-page.tsx")),
  register: lazyPage(() => import("../../features/auth/register-page.tsx")),
  "forgot-password": lazyPage(() => import("../../features/auth/forgot-password-page.tsx")),
  "new-password": lazyPage(() => import("../../features/auth/new-password-page.tsx")),
  "new-password.token": lazyPage(() => import("../../features/auth/new-password-page.tsx")),
  // Issue #17: a signer's public signing page and anyone's check of a sealed PDF.
  "quotes.sign": lazyPage(() => import("../../features/signing/sign-page.tsx")),
  verify: lazyPage(() => import("../../features/verify/verify-page.tsx")),
  "error-404": lazyPage(() => import("../../features/errors/not-found-page.tsx")),
  "not-authorized": lazyPage(() => import("../../features/errors/not-authorized-page.tsx")),
  dashboard: lazyPage(() => import("../../features/dashboard/dashboard-page.tsx")),
  "user.profile": lazyPage(() => import("../../features/profile/profile-page.tsx")),
  "settings.users": lazyPage(() => import("../../features/settings-users/settings-users-page.tsx")),
  "settings.users.profile": lazyPage(() => import("../../features/settings-users/member-profile-page.tsx")),
  "settings.company": lazyPage(() => import("../../features/settings-company/company-page.tsx")),
  "settings.company.info": lazyPage(() => import("../../features/settings-company/company-info-page.tsx")),
  "settings.company.branding": lazyPage(() => import("../../features/settings-company/branding-page.tsx")),
  "settings.company.certifications": lazyPage(
    () => import("../../features/settings-company/certifications-page.tsx"),
  ),
  onboarding: lazyPage(() => import("../../features/onboarding/onboarding-page.tsx")),
  // Accounts, partners and customers; the customer view serves its two tab routes of this issue.
  accounts: lazyPage(() => import("../../features/accounts/accounts-page.tsx")),
  company: lazyPage(() => import("../../features/accounts/company-page.tsx")),
  msp: lazyPage(() => import("../../features/accounts/msp-page.tsx")),
  "msp.view": lazyPage(() => import("../../features/accounts/msp-view-page.tsx")),
  "link-partners": lazyPage(() => import("../../features/accounts/link-partners-page.tsx")),
  "link-partners.view": lazyPage(() => import("../../features/accounts/link-partner-view-page.tsx")),
  distributors: lazyPage(() => import("../../features/partners/distributors-page.tsx")),
  "distributors.view": lazyPage(() => import("../../features/partners/distributor-view-page.tsx")),
  manufacturers: lazyPage(() => import("../../features/partners/manufacturers-page.tsx")),
  "manufacturers.view": lazyPage(() => import("../../features/partners/manufacturer-view-page.tsx")),
  isps: lazyPage(() => import("../../features/partners/isps-page.tsx")),
  "isps.view": lazyPage(() => import("../../features/partners/isp-view-page.tsx")),
  isvs: lazyPage(() => import("../../features/partners/isvs-page.tsx")),
  "isvs.view": lazyPage(() => import("../../features/partners/isv-view-page.tsx")),
  "settings.quotes": lazyPage(() => import("../../features/settings-quotes/quote-settings-page.tsx")),
  "settings.distributors": lazyPage(
    () => import("../../features/settings-distributors/settings-distributors-page.tsx"),
  ),
  customers: lazyPage(() => import("../../features/customers/customers-page.tsx")),
  "customers.view": lazyPage(() => import("../../features/customers/customer-view-page.tsx")),
  "customers.view.team-members": lazyPage(() => import("../../features/customers/customer-view-page.tsx")),
  "customers.view.locations": lazyPage(() => import("../../features/customers/customer-view-page.tsx")),
  "customers.locations.add": lazyPage(() => import("../../features/customers/customer-location-page.tsx")),
  "customers.locations.edit": lazyPage(() => import("../../features/customers/customer-location-page.tsx")),
  "projects.locations": lazyPage(() => import("../../features/locations/locations-page.tsx")),
  "projects.locations.add": lazyPage(() => import("../../features/locations/location-page.tsx")),
  "projects.locations.edit": lazyPage(() => import("../../features/locations/location-page.tsx")),
  categories: lazyPage(() => import("../../features/categories/categories-page.tsx")),
  "product-category": lazyPage(() => import("../../features/catalogue/product-category-page.tsx")),
  ...catalogueItemPages,
  "assessment-and-design": lazyPage(() => import("../../features/catalogue/assessment-and-design-page.tsx")),
  "assessment-and-design.service": servicePage,
  "assessment-and-design.service-add": servicePage,
  "support-plans": lazyPage(() => import("../../features/catalogue/support-plans-page.tsx")),
  // Bundles (catalogue) and Building Use with Performance Requirements (platform owner).
  bundles: lazyPage(() => import("../../features/bundles/bundles-page.tsx")),
  "bundles.add": bundlePage,
  "bundles.view": bundlePage,
  "bundle-category-types": lazyPage(() => import("../../features/bundles/bundle-types-page.tsx")),
  environments: lazyPage(() => import("../../features/building-use/environments-page.tsx")),
  "environments.add": environmentPage,
  "environments.edit": environmentPage,
  requirements: lazyPage(() => import("../../features/building-use/requirements-page.tsx")),
  notifications: lazyPage(() => import("../../features/mail-outbox/mail-outbox-page.tsx")),
  jobs: lazyPage(() => import("../../features/jobs/jobs-page.tsx")),
  "cpq-automation": lazyPage(() => import("../../features/price-automation/prices-page.tsx")),
  "projects.edit": lazyPage(() => import("../../features/quote-builder/quote-builder-page.tsx")),
  "customers.projects.edit": lazyPage(() => import("../../features/quote-builder/quote-builder-page.tsx")),
  // Quotes and projects (issue #4): lists, the add form, the read-only view, the customer's tabs.
  quotes: lazyPage(() => import("../../features/quotes/quotes-page.tsx")),
  "quotes.add": quoteFormPage,
  "projects.add": quoteFormPage,
  "customers.projects.add": quoteFormPage,
  "quotes.view": quoteViewPage,
  "customers.projects.view": quoteViewPage,
  "customers.view.projects": customerPage,
  "customers.view.quotes": customerPage,
  "my-team": lazyPage(() => import("../../features/quotes/my-team-page.tsx")),
  // Contracts (issue #4): the list, one contract's agreed prices, the customer's Contracts tab.
  contracts: lazyPage(() => import("../../features/contracts/contracts-page.tsx")),
  "contracts.view": lazyPage(() => import("../../features/contracts/contract-page.tsx")),
  "customers.view.contracts": customerPage,
  "customers.contracts": lazyPage(() => import("../../features/contracts/customer-contracts-page.tsx")),
  // Orders (issue #18): the list, one order's view, a suborder's package (tracking) and /procure.
  orders: lazyPage(() => import("../../features/orders/orders-page.tsx")),
  "orders.view": lazyPage(() => import("../../features/orders/order-view-page.tsx")),
  // The customer tracking route; the customer's own /orders and /orders/:id/view render from the pages above.
  "orders.customer-track": lazyPage(() => import("../../features/order-customer/customer-track-page.tsx")),
  // One building's provisioning (issue #18 §4): tasks, equipment accepted on site, serial numbers.
  "orders.provision": lazyPage(() => import("../../features/provisioning/provision-page.tsx")),
  "orders.suborder-track": lazyPage(() => import("../../features/orders/suborder-track-page.tsx")),
  procure: lazyPage(() => import("../../features/procure/procure-page.tsx")),
  // Documents (issue #17): templates, the content library, default templates, an item's own text. Not
  // registered: /financial/:partnerId/template/:id (the templates API has no financial partners' templates).
  templates: lazyPage(() => import("../../features/templates/templates-page.tsx")),
  "templates.add": templateEditorPage,
  "templates.edit": templateEditorPage,
  "tools.templates": lazyPage(() => import("../../features/templates/tools-templates-page.tsx")),
  "tools.templates.template": lazyPage(() => import("../../features/templates/tools-template-page.tsx")),
  "tools.templates.custom-add": customTemplatePage,
  "tools.templates.custom": customTemplatePage,
  "tools.templates.section": lazyPage(() => import("../../features/templates/section-editor-page.tsx")),
  "msp.template": mspTemplatePage,
  "msp.template-add": mspTemplatePage,
  "msp.document-replace": lazyPage(() => import("../../features/templates/product-section-page.tsx")),
  "settings.documents": lazyPage(() => import("../../features/templates/document-settings-page.tsx")),
};

/**
 * What a page reads first, started when its route is known rather than after its code has loaded and
 * drawn: for a page whose read is slow (the quote builder reads a quote of up to thousands of lines).
 */
const prefetchQuote: PagePrefetch = ({ quoteId }) => {
  if (quoteId) prefetchBuilderProject(quoteId);
};
export const PAGE_PREFETCH: PrefetchRegistry = {
  "projects.edit": prefetchQuote,
  "customers.projects.edit": prefetchQuote,
};
