// view/dom.js: the page's DOM builders (textContent only, never innerHTML): an element with a class and words, one
// from a props object with children, and an SVG element with attributes. Words given as a message ({key, values}:
// i18n/t.js msg) are marked on the element (data-t), so a change of language words it again (i18n/language.js).

import { words } from "../i18n/t.js";

const ATTRIBUTE_DATA = { "aria-label": "tLabel", title: "tTitle", placeholder: "tPlaceholder" };

/** `element` saying `message` (a message: {key, values}, a list, an array of them; or text as it is) as its text, or
 * as `attribute` (aria-label, title, placeholder, or any other: data-label); returns the element. A message is kept
 * on the element (data-t-json, data-t-label-json...), so a change of language words it again (i18n/language.js). */
export function wordsOn(element, message, attribute = null) {
  const data = attribute === null ? "t" : ATTRIBUTE_DATA[attribute];
  if (data) {
    delete element.dataset[data]; // the markup's form ("data-t": a key) gives way to the message kept whole
    delete element.dataset[`${data}Values`];
    if (message !== null && typeof message === "object") element.dataset[`${data}Json`] = JSON.stringify(message);
    else delete element.dataset[`${data}Json`];
  }
  const text = words(message);
  if (attribute === null) {
    if (element.textContent !== text) element.textContent = text;
  } else {
    element.setAttribute(attribute, text);
  }
  return element;
}

/** An element with a class and optional words (a message or text: wordsOn). */
export function make(tag, className = "", text = null) {
  const element = document.createElement(tag);
  if (className) element.className = className;
  if (text !== null) wordsOn(element, text);
  return element;
}

const SVG = "http://www.w3.org/2000/svg";

/** An SVG element with attributes. */
export function svg(tag, attributes = {}) {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  return element;
}

/** A DOM element: `props` text (textContent), className, hidden, else attributes; `children` appended. */
export function el(tag, props = {}, children = []) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === "text") wordsOn(node, value);
    else if (key === "className") node.className = value;
    else if (key === "hidden") node.hidden = value;
    else if (value !== null && typeof value === "object") wordsOn(node, value, key); // a message as an attribute
    else node.setAttribute(key, value);
  }
  for (const child of children) node.append(child);
  return node;
}

/** A panel of the tools (page/tools.js): its `name`, the words of its button (`label`, a message), and its region,
 * `element`, named `region` for screen readers (the label where it has no name of its own). */
export class Panel {
  element = make("section");

  constructor(name, label, region = label) {
    this.name = name;
    this.label = label;
    wordsOn(this.element, region, "aria-label");
  }
}
