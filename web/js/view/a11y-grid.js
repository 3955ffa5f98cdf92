// view/a11y-grid.js: the board for keyboards and screen readers: a role="grid" of gridcells laid exactly over the
// canvas, named as the board names them ("b3, white knight", "tile 5": the drawer's cellName). A roving tabindex is the
// keyboard cursor; arrows move it, Enter or Space touches a cell. The canvas gets the pointer (clicks go through).

const ARROWS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

export class AccessibleGrid {
  #element;
  #cells = [];
  #columns = 1;
  #cursor = 0;
  #onActivate;
  #onArrow;

  /**
   * @param {HTMLElement} element the role="grid" element (absolutely positioned over the canvas by CSS)
   * @param {{onActivate: (cell: number) => void,
   *          onArrow: (key: string, cell: number, event: KeyboardEvent) => boolean}} handlers
   *   onArrow returns true when it used the key itself (the 8-puzzle slides tiles with arrows), false to move the
   *   cursor.
   */
  constructor(element, { onActivate, onArrow }) {
    this.#element = element;
    this.#onActivate = onActivate;
    this.#onArrow = onArrow;
    element.addEventListener("keydown", (event) => this.#keydown(event));
    // Screen readers activate a cell by dispatching a click on it (pointer clicks go through to the canvas).
    element.addEventListener("click", (event) => {
      const cell = this.#cells.indexOf(event.target.closest("[role=gridcell]"));
      if (cell >= 0) {
        this.setCursor(cell);
        this.#onActivate(cell);
      }
    });
  }

  get cursor() {
    return this.#cursor;
  }

  /** Rebuild for `count` cells on rows x columns (row-major; the last row may be short), keeping the cursor. */
  build(rows, columns, count, label) {
    this.#columns = columns;
    this.#element.setAttribute("aria-label", label);
    this.#element.setAttribute("aria-rowcount", String(rows));
    this.#element.setAttribute("aria-colcount", String(columns));
    const hadFocus = this.#element.contains(document.activeElement);
    this.#element.replaceChildren();
    this.#cells = [];
    for (let row = 0; row < rows; row += 1) {
      const rowElement = document.createElement("div");
      rowElement.setAttribute("role", "row");
      rowElement.setAttribute("aria-rowindex", String(row + 1));
      for (let column = 0; column < columns && row * columns + column < count; column += 1) {
        const cell = document.createElement("div");
        cell.setAttribute("role", "gridcell");
        cell.setAttribute("aria-colindex", String(column + 1));
        cell.tabIndex = -1;
        cell.className = "gridcell";
        rowElement.append(cell);
        this.#cells.push(cell);
      }
      this.#element.append(rowElement);
    }
    if (this.#cursor >= this.#cells.length) this.#cursor = 0;
    this.#cells[this.#cursor].tabIndex = 0;
    if (hadFocus) this.#cells[this.#cursor].focus();
  }

  /** Lay the cells over the canvas: geometry.rect(cell) gives each cell's box in CSS pixels (null: not shown). */
  place(geometry) {
    this.#cells.forEach((cell, index) => {
      const box = geometry.rect(index);
      cell.hidden = box === null;
      if (box === null) return;
      cell.style.left = `${box.x}px`;
      cell.style.top = `${box.y}px`;
      cell.style.width = `${box.width}px`;
      cell.style.height = `${box.height}px`;
    });
  }

  /** Name each cell: names[i] is cell i's accessible name; `selected` (cells) marks aria-selected. */
  label(names, selected = []) {
    names.forEach((name, index) => {
      const cell = this.#cells[index];
      if (!cell) return;
      if (cell.getAttribute("aria-label") !== name) cell.setAttribute("aria-label", name);
      cell.setAttribute("aria-selected", String(selected.includes(index)));
    });
  }

  /** A description read after the grid's label (empty: none). */
  describe(text) {
    if (text) this.#element.setAttribute("aria-description", text);
    else this.#element.removeAttribute("aria-description");
  }

  /** Put the keyboard focus on the cursor's cell (an arrow key pressed before the board had focus). */
  focus() {
    if (this.#cells.length > 0) this.#cells[this.#cursor].focus();
  }

  /** Move the keyboard cursor to `cell` (focusing it only if the grid has focus, or when asked). */
  setCursor(cell, { focus = false } = {}) {
    if (cell < 0 || cell >= this.#cells.length) return;
    const hadFocus = this.#element.contains(document.activeElement);
    this.#cells[this.#cursor].tabIndex = -1;
    this.#cursor = cell;
    this.#cells[cell].tabIndex = 0;
    if (focus || hadFocus) this.#cells[cell].focus();
  }

  #keydown(event) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const step = ARROWS[event.key];
    if (step) {
      event.preventDefault();
      if (this.#onArrow(event.key, this.#cursor, event)) return;
      const row = Math.floor(this.#cursor / this.#columns) + step[0];
      const column = (this.#cursor % this.#columns) + step[1];
      const next = row * this.#columns + column;
      if (row >= 0 && column >= 0 && column < this.#columns && next < this.#cells.length) {
        this.setCursor(next, { focus: true });
      }
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      const rowStart = this.#cursor - (this.#cursor % this.#columns);
      const rowEnd = Math.min(rowStart + this.#columns, this.#cells.length) - 1;
      this.setCursor(event.key === "Home" ? rowStart : rowEnd, { focus: true });
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      this.#onActivate(this.#cursor);
    }
  }
}
