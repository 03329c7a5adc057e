// CSS files are imported as processed strings (src/build/rollup-css.mjs).
declare module "*.css" {
  const css: string;
  export default css;
}
