// stdlib_record.mjs: run by stdlib_record.py in Node: starts Pyodide as web/js/engine/python.js does, runs
// stdlib_exercise.py on the engine, prints the standard-library modules then in sys.modules (JSON, last line).
// Usage: node stdlib_record.mjs RUNTIME DIST EXERCISE_PY
import { readFileSync, readdirSync } from "node:fs";
import { pathToFileURL } from "node:url";
const [runtime, dist, exercise] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(`${runtime}/pyodide.mjs`).href);
const lock = JSON.parse(readFileSync(`${dist}/pyodide/pyodide-lock.json`, "utf8"));
const pyodide = await loadPyodide({ indexURL: `${runtime}/`, lockFileContents: JSON.stringify(lock),
  packageBaseUrl: `${dist}/pyodide/`, _makeSnapshot: true });
const wheel = lock.packages.puzzlelab.file_name;
pyodide.FS.writeFile("/tmp/puzzlelab.whl", readFileSync(`${dist}/pyodide/${wheel}`));
pyodide.runPython(`
import importlib, os, site, zipfile
with zipfile.ZipFile("/tmp/puzzlelab.whl") as wheel:
    wheel.extractall(site.getsitepackages()[0])
os.remove("/tmp/puzzlelab.whl")
importlib.invalidate_caches()
import puzzlelab.api; puzzlelab.api.Engine().catalog()`);
pyodide.makeMemorySnapshot();
const api = pyodide.pyimport("puzzlelab.api");
api.set_table_loader((name) => {
  try { return new Uint8Array(readFileSync(`${dist}/tables/${name}`)); } catch { return null; }
});
pyodide.FS.mkdirTree("/pdb");
for (const name of readdirSync(`${dist}/pdb`)) {
  if (name.endsWith(".bin")) pyodide.FS.writeFile(`/pdb/${name}`, readFileSync(`${dist}/pdb/${name}`));
}
pyodide.runPython(`import os; os.environ["PUZZLELAB_PDB"] = "/pdb"`);
pyodide.runPython(readFileSync(exercise, "utf8"));
try { pyodide.runPython("raise ValueError('a Python error passed to JavaScript')"); } catch {}
console.log(JSON.stringify(pyodide.runPython(`
import sys
sorted(name for name, module in sys.modules.items()
       if ".zip/" in (getattr(getattr(module, "__spec__", None), "origin", None) or ""))
`).toJs()));
