// game/origins.js: how a game began (the origin its history records: game/history.js) in the words the status says
// once the new game's state is known: a random deal, one at a distance, a level, one of the hardest. Pure.

import { count, oneOf } from "./words.js";

const rangeWords = ({ least, most }) => (most === null ? `${least} moves and up` : `${least} to ${most} moves`);

/** A level's range of distances from the goal, as its button's title says it. */
export const levelRange = rangeWords;

/** Whether a game begun as `origin` says something once its state is known. */
export const hasWords = (origin) => ["random", "distance", "level", "hardest"].includes(origin?.kind);

/** What a new game begun as `origin` says once `state` (its position's state) is known; null: nothing. The deal's own
 * distance is used where it has one (a searched puzzle deals without one: its distance is the game's search's). */
export function originWords(origin, state) {
  const found = origin.distance ?? state?.distance ?? null;
  if (origin.kind === "random" || origin.kind === "distance") {
    const all = origin.count === null ? "all the positions" : `all ${count(origin.count, "position")}`;
    const among = origin.kind === "random" ? `, picked among ${all} that can reach the goal`
      : `, ${oneOf(origin.count, "position")} at exactly that distance`;
    const far = found === null ? "whose distance is not known yet" : `${count(found, "move")} from the goal`;
    return `A new position ${far}${among}.`;
  }
  if (origin.kind === "level") { // the bound the deal proved while the distance is not known (a search cancelled)
    const { name } = origin.level;
    const far = found === null ? `at least ${count(origin.atLeast, "move")}` : count(found, "move");
    return `A new ${name} game, ${far} from the goal (${name}: ${rangeWords(origin.level)}).`;
  }
  if (origin.kind === "hardest") {
    return `One of the hardest positions: ${count(origin.distance, "move")} from the goal.`;
  }
  return null;
}

/** The origin of a random deal from the engine's `reply` to random_position ({position, distance, count, level?,
 * at_least?}), asked with `distance` (null: any). */
export function dealtOrigin(reply, distance) {
  if (reply.level) return { kind: "level", level: reply.level, distance: reply.distance ?? null,
    atLeast: reply.at_least ?? null };
  return { kind: distance === null ? "random" : "distance", distance: reply.distance ?? null,
    count: reply.count ?? null };
}
