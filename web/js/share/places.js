// share/places.js: where the picture buttons stand: in the Review panel (the attempt on show, all its moves) and in
// the solution player (the solution on show). Returns the watcher that keeps them in step with the midend's snapshot.

import { gameLink } from "../page/review.js";
import { formatFragment } from "../address/router.js";
import { linkSize } from "../game/catalog.js";
import { gamePlan, solutionPlan } from "./frames.js";
import { pictureText } from "./picture.js";
import { PictureButton } from "./button.js";
import { msg } from "../i18n/t.js";

// The buttons' words say that the picture shows the moves (the daily's own Share never does).
const BUTTON = "share.button";

const absolute = (fragment) => new URL(fragment, location.href).href;

/** The link the text Share carries: a daily's day (never its moves or position), else `fragment(game)`. */
function address(game, fragment) {
  const origin = game.origin;
  return absolute(origin && origin.kind === "daily" ? `#/daily/${origin.date}` : fragment(game));
}

/** Where the solution on show began. */
const solutionStart = (game) => formatFragment(game.puzzle.id, game.playback.solution.positions[0],
  linkSize(game.puzzle));

/** Put the buttons into `review` (page/review.js's panel) and `player` (#player); returns watch(snapshot). */
export function placePictures(review, player) {
  let game = null; // the snapshot last seen: what a press draws
  const ofGame = new PictureButton({
    words: msg(BUTTON), id: "share-game-picture", plan: () => game && gamePlan(game),
    text: () => {
      const plan = game && gamePlan(game);
      return plan && pictureText(plan, address(game, gameLink));
    },
  });
  const ofSolution = new PictureButton({
    words: msg(BUTTON), id: "share-solution-picture", plan: () => game && solutionPlan(game),
    text: () => {
      const plan = game && solutionPlan(game);
      return plan && pictureText(plan, address(game, solutionStart));
    },
  });
  review.element.append(ofGame.element);
  player.append(ofSolution.element);
  return (snapshot) => {
    game = snapshot;
    if (!snapshot.history) return;
    ofGame.refresh(gamePlan(snapshot) !== null);
    ofSolution.refresh(solutionPlan(snapshot) !== null);
  };
}
