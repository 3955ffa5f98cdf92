// view/dom.js: the page's DOM builders (textContent only, never innerHTML): an element with a class and words, one
// from a props object with children, and an SVG element with attributes. Words given as a message ({key, values}:
// i18n/t.js msg) are marked on the element (data-t), so a change of language words it again (i18n/language.js).

import { words } from "../i18n/t.js";

const ATTRIBUTE_DATA = { "aria-label": "tLabel", title: "tTitle", placeholder: "tPlaceholder" };

/** `element` saying `message` (a {key, values} message, or text as it is) as its text, or as `attribute` (aria-label,
 * title, placeholder); returns the element. */
export function wordsOn(element, message, attribute = null) {
  const data = attribute === null ? "t" : ATTRIBUTE_DATA[attribute];
  if (message !== null && typeof message === "object") {
    element.dataset[data] = message.key;
    if (message.values && Object.keys(message.values).length > 0) {
      element.dataset[`${data}Values`] = JSON.stringify(message.values);
    } else {
      delete element.dataset[`${data}Values`];
    }
    message = words(message);
  } else {
    delete element.dataset[data];
    delete element.dataset[`${data}Values`];
  }
  if (attribute === null) {
    if (element.textContent !== message) element.textContent = message;
  } else {
    element.setAttribute(attribute, message);
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
    if (key === "text") node.textContent = value;
    else if (key === "className") node.className = value;
    else if (key === "hidden") node.hidden = value;
    else node.setAttribute(key, value);
  }
  for (const child of children) node.append(child);
  return node;
}
