/** The React fast-refresh preamble (@vitejs/plugin-react, inside @astrojs/react): a module with no exports. */
declare module "@vitejs/plugin-react/preamble";
