/** A file of this site's, or why it did not come. */
export const fetchOk = (url: string) =>
  fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response;
  });
