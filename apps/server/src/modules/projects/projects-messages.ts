// Texts of the projects module that PROJECT_MESSAGES (packages/domain) does not carry yet.
export const PROJECTS_MODULE_MESSAGES = {
  buildingsRequired: "List every building of the quote (an empty list removes them all).",
  partNotListed: "The distributor does not list this part number.",
} as const;
