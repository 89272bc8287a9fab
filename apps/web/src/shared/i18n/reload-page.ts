/** A language change reloads the page, so every cached text and format follows it. */
export const reloadPage = () => window.location.reload();
