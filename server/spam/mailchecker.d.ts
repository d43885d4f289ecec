/** mailchecker ships no types: the part of its API used here (its Node entry, platform/node). */
declare module "mailchecker" {
  const mailchecker: {
    isValid(email: string): boolean;
    /** Every throwaway-mail domain of its list. */
    blacklist(): Set<string>;
  };
  export default mailchecker;
}
