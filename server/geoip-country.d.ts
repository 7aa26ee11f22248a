// geoip-country (server/http/visitor-country.ts) ships no types: the one call the server makes.
declare module 'geoip-country' {
  const geoip: {
    /** The country of an IPv4 or IPv6 address (ISO 3166-1 alpha-2), or null when the database has none. */
    lookup(ip: string): { country: string } | null;
  };
  export default geoip;
}
