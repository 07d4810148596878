// CSS Modules default-export their class map (rspack.base.ts sets namedExports: false).
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '*.css';
