// Stands in for fontkit's Brotli decoder, which only WOFF2 fonts need: the book's fonts are OTF and TTF, and the
// decoder is half the PDF renderer's bundle. The bundler maps `brotli/decompress.js` here for the book-files function.
export default function decompress(): never {
  throw new Error('WOFF2 fonts are not supported: the book PDF embeds OTF and TTF fonts');
}
