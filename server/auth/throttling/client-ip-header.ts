/** Set by the server from the socket (or X-Forwarded-For behind a trusted proxy); never from the client. */
export const CLIENT_IP_HEADER = "x-sd-client-ip";
