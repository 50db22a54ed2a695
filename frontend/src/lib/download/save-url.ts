/**
 * Starts the download of a signed URL that answers as an attachment: the browser keeps the page
 * and saves the file under the name the server gives (or `fileName` for a same-origin URL).
 */
export function saveFromUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
