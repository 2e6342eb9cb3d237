// Stands in for axios's fetch adapter in the console's builds (build/axios-without-fetch.ts): no fetch adapter here.
export const getFetch = (): false => false;
export default false;
