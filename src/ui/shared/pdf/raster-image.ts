/**
 * Draws an image address (a data: image, including SVG, or an http(s) image served with CORS) onto a canvas and gives
 * it back as a JPEG data URL a PDF can hold; null when it cannot be loaded or read back (a broken or foreign image).
 */
export function rasterImage(
  url: string,
  size: { readonly width: number; readonly height: number },
  background = '#27272a',
): Promise<string | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => {
      try {
        const canvas = document.createElement('canvas');
        canvas.width = size.width;
        canvas.height = size.height;
        const context = canvas.getContext('2d');
        if (!context || image.naturalWidth === 0) return resolve(null);
        context.fillStyle = background;
        context.fillRect(0, 0, size.width, size.height);
        // Fitted inside the tile, centred, keeping its proportions.
        const scale = Math.min(size.width / image.naturalWidth, size.height / image.naturalHeight);
        const width = image.naturalWidth * scale;
        const height = image.naturalHeight * scale;
        context.drawImage(image, (size.width - width) / 2, (size.height - height) / 2, width, height);
        resolve(canvas.toDataURL('image/jpeg', 0.8));
      } catch {
        resolve(null);
      }
    };
    image.onerror = () => resolve(null);
    image.src = url;
  });
}
