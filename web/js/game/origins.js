// game/origins.js: how a game began (the origin its history records: game/history.js) in the words the status says
// once the new game's state is known: a random deal, one at a distance, a level, one of the hardest. Pure.

import { count, oneOf } from "./words.js";
import { msg, named } from "../i18n/t.js";

/** A level's range of distances from the goal ("20 to 30 moves", "50 moves and up"), as its button's title says it. */
export const levelRange = ({ least, most }) => (most === null ? msg("level.range_up", { n: least })
  : msg("level.range", { n: least, most }));

/** A level's name (a message: the catalogue's "level.<name>", else the engine's name), in a `form`: null ("hard"),
 * "Capital" (as its button names it: "Hard") or "article" ("an expert"). */
export function levelName(name, form = null) {
  if (form === "Capital") return named(`level.${name}.Capital`, name[0].toUpperCase() + name.slice(1));
  if (form === "article") return named(`level.${name}.article`, `${/^[aeiou]/.test(name) ? "an" : "a"} ${name}`);
  return named(`level.${name}`, name);
}

/** Whether a game begun as `origin` says something once its state is known. */
export const hasWords = (origin) => ["random", "distance", "level", "hardest"].includes(origin?.kind);

/** What a new game begun as `origin` says once `state` (its position's state) is known; null: nothing. The deal's own
 * distance is used where it has one (a searched puzzle deals without one: its distance is the game's search's). */
export function originWords(origin, state) {
  const found = origin.distance ?? state?.distance ?? null;
  if (origin.kind === "random" || origin.kind === "distance") {
    const far = found === null ? msg("deal.far_unknown") : msg("deal.far", { n: found });
    if (origin.kind === "distance") return msg("deal.at_distance", { far, among: oneOf(origin.count, "position") });
    return origin.count === null ? msg("deal.random_all", { far }) : msg("deal.random", { far, n: origin.count });
  }
  if (origin.kind === "level") { // the bound the deal proved while the distance is not known (a search cancelled)
    const far = found === null ? msg("deal.at_least", { n: origin.atLeast }) : count(found, "move");
    return msg("deal.level", { name: levelName(origin.level.name), far, range: levelRange(origin.level) });
  }
  if (origin.kind === "hardest") return msg("deal.hardest", { n: origin.distance });
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
