// Lets TypeScript (in this package and in every app that compiles its source) type CSS Modules.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '*.css';
