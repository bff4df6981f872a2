// Texts of the collaboration calls that PROJECT_MESSAGES (packages/domain) does not hold yet.
export const COLLAB_MESSAGES = {
  fileTypeNotAllowed:
    "Attach a PDF, an image (PNG, JPEG, GIF or WebP), a text or CSV file, or a Word, Excel or PowerPoint document.",
  fileTooLarge: "A file can be at most 10 MB.",
  fileEmpty: "The file is empty.",
  tooManyFiles: "Attach at most 5 files to a comment.",
  linkInvalid: "Link the comment to a building or a line of the quote.",
  notCommentAuthorOrAdmin: "Only the author or an administrator of the quote's company can remove this.",
  likeTarget: "Like an event or a comment of this quote.",
  unknownAnswer: "This answer is not part of the quote.",
  nothingToFinance: "Price the quote before applying for credit.",
  partNotListed: "The distributor does not list this part number.",
  notifyTitle: (dealName: string) => `Message about ${dealName}`,
  inviteTitle: (dealName: string) => `You were added to ${dealName}`,
  inviteMessage: (mspName: string, dealName: string) =>
    `${mspName} added your company to the quote ${dealName}.`,
} as const;
