// share/send.js: a file made in the page handed to the player: shared through the system's share sheet where the
// browser can share files (navigator.canShare), else downloaded (a link to a blob: URL, clicked, then let go).

/** Share `blob` as `name` where the browser can share such a file, else download it. Resolves "shared",
 * "downloaded" or "cancelled" (the player closed the share sheet). */
export async function shareOrDownload(blob, name) {
  const file = typeof File === "function" ? new File([blob], name, { type: blob.type }) : null;
  if (file && navigator.canShare && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file] });
      return "shared";
    } catch (error) {
      if (error && error.name === "AbortError") return "cancelled";
      // refused (no user activation left, a policy): the download below still works
    }
  }
  download(blob, name);
  return "downloaded";
}

/** Download `blob` as `name`. */
export function download(blob, name) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000); // the download has taken the bytes by then
}

/** Share `text` (phones: the share sheet), else copy it. Resolves "shared", "copied" or "cancelled"; rejects when
 * neither works (the caller shows the text to copy by hand). */
export async function shareText(text) {
  if (navigator.share) {
    try {
      await navigator.share({ text });
      return "shared";
    } catch (error) {
      if (error && error.name === "AbortError") return "cancelled";
    }
  }
  await navigator.clipboard.writeText(text);
  return "copied";
}
