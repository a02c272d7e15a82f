/**
 * JSON the server writes into index.html as data blocks (`<script type="application/json" id="…">`,
 * api/src/web/shell-page.ts): the remotes map and the runtime settings, so the first paint waits for
 * neither /remotes.json nor /config.json. Absent (the page served by a dev server or a plain file
 * server) or unreadable: undefined, and the shell fetches the files as before.
 */
export function pageData<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    console.error(`The page's ${id} data is not JSON`, error);
    return undefined;
  }
}
