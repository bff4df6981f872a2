import { priceProject, type TProject, type TProjectGetQuery, type TProjectLocation } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { latestCommentViews } from "../project-collab/comment-view.ts";
import { latestEventViews } from "../project-collab/event-view.ts";
import { memberViews } from "../project-collab/member-accounts.ts";
import { loadAggregate, pricingProjectOf } from "../project-core/aggregate.ts";
import { redactProject, seesCosts } from "../project-core/cost-redaction.ts";
import { locationsView, quoteTotalsOf } from "../project-core/project-view.ts";
import { getAvailability } from "./get-availability.ts";
import { loadProjectHead, projectFieldsOf } from "./project-head.ts";
import { loadAddresses, loadTeam } from "./project-people.ts";

const none = <T>(): Promise<T | undefined> => Promise.resolve(undefined);

/** How much of the feed GET includes; the collaboration calls page through the rest. */
const PROJECT_EVENTS_IN_GET = 50;
const PROJECT_COMMENTS_IN_GET = 200;

/**
 * GET /projects/{id} (domain §7): the quote with what the flags ask for. One query finds the row in the
 * caller's scope (404 otherwise) with its names and watchers; the parts asked for then load together
 * (the aggregate in four queries, whatever its size; members, events and comments as the collaboration
 * calls show them), and the figures come from priceProject.
 * `locations` carry the whole tree (lines with getProjectLocationBundleProducts); `buildings` and
 * `locationById` are indexes of the same sites and buildings without their lines, so a 1,000-line quote
 * sends each line once.
 */
export async function getProject(
  deps: Deps,
  principal: Principal,
  id: string,
  flags: TProjectGetQuery,
): Promise<TProject> {
  const { db } = deps;
  const head = await loadProjectHead(db, principal, id);
  const project = head.project;
  const withLines = flags.getProjectLocationBundleProducts === true;
  const withLocations = withLines || flags.getLocations === true;
  const [agg, addresses, members, team, events, comments] = await Promise.all([
    withLocations || flags.getAvailability ? loadAggregate(db, project) : none<never>(),
    withLocations ? loadAddresses(db, project) : none<never>(),
    flags.getMembers ? memberViews(db, project) : none<never>(),
    flags.getTeam ? loadTeam(db, project) : none<never>(),
    flags.getEvents ? latestEventViews(db, project, principal, PROJECT_EVENTS_IN_GET) : none<never>(),
    flags.getComments ? latestCommentViews(db, project, principal, PROJECT_COMMENTS_IN_GET) : none<never>(),
  ]);
  const priced = agg && withLocations ? priceProject(pricingProjectOf(agg)) : undefined;
  const answer = projectFieldsOf(
    head,
    principal,
    deps.config.platformAccountId,
    priced ? quoteTotalsOf(priced) : null,
  );
  if (agg && priced) {
    const locations = locationsView(agg, priced, withLines, flags.getLineFigures === true);
    const index: TProjectLocation[] = withLines
      ? locations.map((l) => ({ ...l, buildings: l.buildings.map(({ bundleProducts: _, ...b }) => b) }))
      : locations;
    answer.locations = locations;
    answer.locationById = Object.fromEntries(index.map((l) => [l.id, l]));
    answer.buildings = index.flatMap((l) => l.buildings);
  }
  if (addresses) answer.addresses = addresses;
  if (members) answer.members = members;
  if (team) answer.team = team;
  if (events) answer.events = events;
  if (comments) answer.comments = comments;
  if (agg && flags.getAvailability) answer.availability = await getAvailability(deps, agg);
  return seesCosts(principal, project) ? answer : redactProject(answer);
}
