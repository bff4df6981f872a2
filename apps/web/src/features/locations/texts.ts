/** Texts of the location pages that the shared catalogue has no entry for. */
export const LOCATION_TEXTS = {
  reloaded:
    "This location was changed by someone else meanwhile. Its latest version has been loaded; make your changes again",
  noLocations: "No locations yet",
  noLocationsText: "Addresses you add appear here, with their floors and buildings.",
  couldNotLoad: "Could not load the locations.",
} as const;
