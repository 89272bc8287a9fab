/** Hands a stored file to the browser as a download (same origin, so `download` is honoured). */
export const downloadFile = (url: string) => {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
};
