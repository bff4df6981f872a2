import { useIsFetching } from "@tanstack/react-query";
import { useNavigation } from "react-router";
import { useIsLoading } from "../feedback/loading-counter.ts";
import classes from "./loading-bar.module.css";

/** A thin bar at the top while the loading counter is nonzero, a page loads, or data is fetched. */
export function LoadingBar() {
  const counting = useIsLoading();
  const navigating = useNavigation().state !== "idle";
  const fetching = useIsFetching() > 0;
  if (!counting && !navigating && !fetching) return null;
  return <div className={classes.bar} role="progressbar" aria-label="Loading" />;
}
