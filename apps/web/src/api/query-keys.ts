/** Query keys in one place so that invalidations find what they mean to refresh. */
export const queryKeys = {
  authProviders: ["auth", "providers"] as const,
  invite: (token: string) => ["auth", "invite", token] as const,
  user: (id: string) => ["users", id] as const,
  backupCodesCount: (id: string) => ["users", id, "backup-codes"] as const,
  // Members and Teams, company settings (settings-users, settings-company, onboarding).
  members: (accountId: string, q: string, cursor: string) => ["users", "list", accountId, q, cursor] as const,
  teams: (accountId: string) => ["teams", "list", accountId] as const,
  teamMembers: (teamId: string) => ["teams", "members", teamId] as const,
  companyAccount: (accountId: string) => ["accounts", accountId, "settings"] as const,
  certifications: (accountId: string) => ["accounts", accountId, "certifications"] as const,
  distributors: ["accounts", "distributors"] as const,
  dashboardSummary: ["dashboard", "summary"] as const,
  menuCategories: ["categories", "menu"] as const,
  // Accounts, customers and partners: "accounts" refreshes every list and view of them.
  accounts: ["accounts"] as const,
  accountList: (params: object) => ["accounts", "list", params] as const,
  account: (id: string, detail: string) => ["accounts", "one", id, detail] as const,
  accountUsers: (id: string, params: object) => ["accounts", "users", id, params] as const,
  customerUsers: (accountId: string, params: object) => ["users", "account", accountId, params] as const,
  locations: ["locations"] as const,
  locationList: (params: object) => ["locations", "list", params] as const,
  location: (id: string) => ["locations", "one", id] as const,
  categoryTree: (includeHidden: boolean) => ["categories", "tree", includeHidden] as const,
  mailOutbox: (params: object) => ["mail-outbox", params] as const,
  jobs: ["jobs"] as const,
  jobPages: (params: object) => ["jobs", "pages", params] as const,
  // Catalogue products: "products" refreshes every list, search and view of them.
  products: ["products"] as const,
  productPages: (params: object) => ["products", "pages", params] as const,
  productSearch: (params: object) => ["products", "search", params] as const,
  product: (id: string) => ["products", "one", id] as const,
  // Partner pages and default distributors (partners, settings-distributors).
  manufacturerPrices: ["manufacturer-prices"] as const,
  manufacturerPriceList: (params: object) => ["manufacturer-prices", "list", params] as const,
  defaultDistributors: ["default-distributors"] as const,
  distributorSearch: (term: string) => ["distributor", "search", term] as const,
  // Price automation (/cpq-automation): "price-rules" refreshes the rules, manufacturers and runs.
  priceAutomation: ["price-rules"] as const,
  priceRules: ["price-rules", "rules"] as const,
  priceRuleManufacturers: ["price-rules", "manufacturers"] as const,
  priceRuleRuns: (cursor: object) => ["price-rules", "runs", cursor] as const,
  // Bundles and bundle types (features/bundles); "bundles" refreshes every list, pick list and view.
  bundles: ["bundles"] as const,
  bundlePages: (params: object) => ["bundles", "pages", params] as const,
  bundleOptions: (params: object) => ["bundles", "all", params] as const,
  bundle: (id: string) => ["bundles", "one", id] as const,
  bundleTypes: (ownership: string) => ["bundle-types", ownership] as const,
  // Building Use and Performance Requirements (features/building-use).
  environments: ["environments"] as const,
  environment: (id: string) => ["environments", "one", id] as const,
  environmentRules: (id: string) => ["environments", "rules", id] as const,
  requirements: ["requirements"] as const,
  // Services' prices, target completions and templates, managed and category prices
  // (features/service-extras, features/category-prices).
  servicePrices: (serviceId: string) => ["service-prices", serviceId] as const,
  targetCompletions: (serviceId: string) => ["target-completions", serviceId] as const,
  serviceTemplates: (serviceId: string) => ["service-templates", serviceId] as const,
  managedPrices: (type: string) => ["managed-prices", type] as const,
  categoryPrices: ["category-prices"] as const,
  standardCostPlus: ["standard-cost-plus"] as const,
  // Quotes (features/quotes): "quotes" refreshes every list and view; the feed of one quote
  // (features/project-activity) lives under "project-activity", <id>.
  quotes: ["quotes"] as const,
  quoteList: (params: object) => ["quotes", "list", params] as const,
  /** The dashboard's pipeline (GET /dashboard/pipeline): refreshed with every quote change. */
  dashboardPipeline: ["quotes", "dashboard-pipeline"] as const,
  quote: (id: string) => ["quotes", "one", id] as const,
  // Contracts (features/contracts): "contracts" refreshes every list and view of them.
  contracts: ["contracts"] as const,
  contractList: (params: object) => ["contracts", "list", params] as const,
  contract: (id: string) => ["contracts", "one", id] as const,
  // Orders (features/orders, issue #18): "orders" refreshes every list and view of them, and a quote's order.
  orders: ["orders"] as const,
  orderList: (params: object) => ["orders", "list", params] as const,
  order: (id: string) => ["orders", "one", id] as const,
  projectOrders: (projectId: string) => ["orders", "project", projectId] as const,
  // The customer's view of its orders (features/order-customer): under "orders" too, so one refresh reaches it.
  customerOrderList: (params: object) => ["orders", "customer-list", params] as const,
  customerOrder: (id: string) => ["orders", "customer", id] as const,
  customerTracking: (id: string, trackingNumber: string) =>
    ["orders", "customer-track", id, trackingNumber] as const,
  projectActivity: (projectId: string) => ["project-activity", projectId] as const,
  projectEvents: (projectId: string) => ["project-activity", projectId, "events"] as const,
  projectComments: (projectId: string) => ["project-activity", projectId, "comments"] as const,
  projectPeople: (projectId: string) => ["project-activity", projectId, "people"] as const,
  projectMembers: (projectId: string) => ["project-activity", projectId, "members"] as const,
  // Quote settings and a quote's guardrail approvals (issue #16 §5); the approvals of one saved version
  // of the quote sit under its project key, so refreshing the quote refreshes them too.
  quoteSettings: ["quote-settings"] as const,
  projectApprovals: (projectId: string) => ["projects", "one", projectId, "approvals"] as const,
  projectApprovalsAt: (projectId: string, version: number) =>
    ["projects", "one", projectId, "approvals", version] as const,
  // Document templates, the content library, default templates and catalogue items' own texts
  // (features/templates, issue #17): "templates" refreshes every list and view of templates.
  templates: ["templates"] as const,
  templateList: (params: object) => ["templates", "list", params] as const,
  template: (id: string) => ["templates", "one", id] as const,
  templateThumbnail: (path: string) => ["templates", "thumbnail", path] as const,
  documentSections: ["document-sections"] as const,
  documentSectionList: (params: object) => ["document-sections", "list", params] as const,
  documentSection: (id: string) => ["document-sections", "one", id] as const,
  documentSettings: ["document-settings"] as const,
  productDocumentSection: (productId: string, documentType: string, templateId: string) =>
    ["product-document-sections", productId, documentType, templateId] as const,
};
