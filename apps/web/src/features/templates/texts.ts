import {
  DOCUMENT_PAGE_WIDTH_PX,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  type DocumentType,
  PROPOSAL_SECTION_TYPES,
  SECTION_TYPE_LABELS,
  type TemplateType,
} from "@q2c/domain";

/** Texts of the template, content-library and document-settings pages (no entry in the shared catalogue). */
export const TEMPLATE_TEXTS = {
  title: "Templates",
  intro: "Proposals, agreements and order documents start from these templates.",
  toolsIntro: "Document templates and the content library of sections that dynamic templates are built from.",
  tableLabel: "Document templates",
  pages: "Pages of templates",
  add: "Add template",
  addCustom: "Add custom template",
  loadingList: "Loading the templates",
  couldNotLoad: "Templates could not be loaded.",
  none: "No templates yet",
  noneText: "Templates you add, and the platform's, appear here.",
  filterType: "Document type",
  allTypes: "All document types",
  filterOwnership: "Whose",
  ownershipAll: "All",
  ownershipMine: "Ours",
  ownershipPlatform: "Platform",
  colTitle: "Title",
  colDocumentType: "Document type",
  colTemplateType: "Template type",
  colWhose: "Whose",
  colPreview: "Preview",
  colUpdated: "Updated",
  whosePlatform: "Platform",
  whoseOurs: "Ours",
  whoseProvider: "Provider's",
  isDefault: "Default",
  thumbnailOf: (title: string) => `Thumbnail of ${title}`,
  noThumbnail: "—",
  thumbnailLoading: (title: string) => `Loading the thumbnail of ${title}`,
  view: "View",
  duplicate: "Duplicate",
  duplicated: "duplicated",
  duplicateToCustomise: "Duplicate to customise",
  itemTitle: "Template",
  providerTemplates: "Templates",
  providerTemplatesIntro:
    "The provider's own document templates; custom templates made for it appear here too.",
  // The editor.
  addTitle: "Add Template",
  addCustomTitle: "Add Custom Template",
  loadingOne: "Loading the template",
  couldNotLoadOne: "This template could not be loaded.",
  details: "Details",
  titleLabel: "Title",
  templateTypeLabel: "Template type",
  fixedAfterCreate: "Fixed once the template is created.",
  header: "Header",
  headerHelp: "Printed at the top of every page; merge fields are filled in per quote.",
  footer: "Footer",
  footerHelp: "Printed at the bottom of every page.",
  body: "Body",
  bodyHelp: "The document's text. Insert merge fields where the quote's values belong.",
  readOnlyPlatform: {
    title: "Platform template: read-only",
    text: "The platform maintains this template. Duplicate it to customise a copy of your own.",
  },
  readOnlyRole: { title: "Read-only", text: "Your role may read templates but not change them." },
  otherAccount: "This template belongs to another account.",
  // Sections of a dynamic template.
  sections: "Sections",
  sectionsHelp:
    "The content-library sections this template lists, in order. Hidden sections stay in the template but are not printed. Alt+Up and Alt+Down move the focused section.",
  sectionsLabel: "Sections of the template",
  noSections: "No sections yet. Add the content-library sections this template lists.",
  addSection: "Add section",
  chooseSection: "Section to add",
  chooseSectionPlaceholder: "Pick a content-library section",
  noLibrarySections: "The content library has no sections of this document type yet.",
  openLibrary: "Open the content library",
  visible: "Printed",
  sectionGone: "Section no longer in the content library",
  shownName: (name: string) => `Print ${name}`,
  // The rich-text editor.
  mergeField: "Merge field",
  mergeFieldInsert: "Insert merge field",
  pageFields: "Page",
  insertImage: "Insert image",
  imageTypes: "image/png,image/jpeg,image/webp",
  tableControls: "Table",
  // Preview.
  preview: "Preview",
  previewTitle: "Preview",
  previewFrame: "Preview of the document",
  previewing: "Building the preview",
  previewWidth: `Shown at the document's page width of ${DOCUMENT_PAGE_WIDTH_PX} px, with sample values.`,
  previewFailed: "The preview could not be built.",
  // Content library.
  tabTemplates: "Document templates",
  tabLibrary: "Content library",
  libraryIntro: "Sections dynamic templates are built from, by section type.",
  loadingLibrary: "Loading the content library",
  libraryCouldNotLoad: "The content library could not be loaded.",
  noLibrary: "No sections yet",
  noLibraryText: "Sections you add here can be listed by dynamic templates.",
  addLibrarySection: "Add section",
  sectionTitle: "Section",
  sectionName: "Name",
  sectionType: "Section type",
  sectionDocumentType: "Document type",
  sectionBody: "Text",
  sectionBodyHelp:
    "The section's text as documents print it. Insert merge fields where the quote's values belong.",
  loadingSection: "Loading the section",
  couldNotLoadSection: "This section could not be loaded.",
  readOnlySection: {
    title: "Platform section: read-only",
    text: "The platform maintains this section. Add a section of your own to change it.",
  },
  // Settings > Documents.
  settingsTitle: "Documents",
  settingsIntro: "The template each kind of document starts from when a quote generates it.",
  settingsLoading: "Loading the document settings",
  settingsCouldNotLoad: "The document settings could not be loaded.",
  settingsSaved: "Document settings",
  settingsTemplate: (type: string) => `${type} template`,
  platformDefault: (title: string | null) =>
    title ? `Platform default: ${title}` : "The platform's default template",
  noTemplatesOfType: "No templates of this type yet.",
  settingsReadOnly: { title: "Read-only", text: "Only administrators choose the default templates." },
  // A catalogue item's own text.
  productTextTitle: "Document text",
  productTextIntro: (type: string, template: string) =>
    `This item's own text in ${type.toLowerCase()} documents made from the template “${template}”. Documents print it where the item is quoted.`,
  productTextLoading: "Loading the item's text",
  productTextCouldNotLoad: "The item's text could not be loaded.",
  productTextNone: "The item has no text of its own for this document yet. Write one below.",
  productTextInherited:
    "Documents print the platform's text below for now. Saving makes this item's own text for this template.",
  productTextInheritedAll:
    "Documents print the text below, written for every template. Saving makes this item's own text for this template.",
  productTextSaved: "Document text",
  productTextTitleLabel: "Heading",
  productTextRemove: "Remove text",
  productTextOwnOnly: "This page edits your own company's texts; open it from your own catalogue.",
  productTextBadType: "Unknown document type.",
  productTexts: "Document texts",
  productTextsIntro: "Text of this item that documents print where it is quoted.",
  productTextsTemplate: "Template",
  productTextsPick: "Pick a proposal or agreement template",
  productTextsEdit: "Edit text",
  productTextsNone: "No proposal or agreement templates to write a text for yet.",
} as const;

export const TEMPLATE_TYPE_LABELS: Record<TemplateType, string> = {
  static: "Static",
  dynamic: "Dynamic (sections)",
  custom: "Custom",
};

export const DOCUMENT_TYPE_OPTIONS = DOCUMENT_TYPES.map((value) => ({
  value,
  label: DOCUMENT_TYPE_LABELS[value],
}));

export const SECTION_TYPE_OPTIONS = PROPOSAL_SECTION_TYPES.map((value) => ({
  value,
  label: SECTION_TYPE_LABELS[value],
}));

export const isDocumentType = (value: string | undefined): value is DocumentType =>
  value !== undefined && (DOCUMENT_TYPES as readonly string[]).includes(value);
