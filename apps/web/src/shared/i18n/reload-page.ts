/**
 * A language change reloads the page, so every cached text and format follows it. The reload goes through
 * an object so a test can watch it with a spy: test files share loaded modules, so a module mock would not
 * reach the modules already loaded by an earlier file.
 */
export const pageReload = { reload: () => window.location.reload() };

export const reloadPage = () => pageReload.reload();
