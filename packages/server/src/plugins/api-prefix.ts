/** Where the /v2 API is served (the contract's server URL). */
export const API_PREFIX = '/v2';
