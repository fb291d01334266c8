/**
 * The commerce dialect: upstream GraphQL error messages that mean the shopper's
 * commerce session must be replaced. One list for the gateway (cart recovery, SESSION_INVALID)
 * and the web's session refresh machine (behaviour §4: clear and reload once).
 */
export const sessionLossMessages = [
  'Invalid session token',
  'The iss do not match with this server',
] as const;

const lowerCased = sessionLossMessages.map((message) => message.toLowerCase());

/** True when the text holds one of the messages, in any letter case (WPGraphQL's wording varies). */
export const isSessionLossMessage = (text: string): boolean => {
  const lower = text.toLowerCase();
  return lowerCased.some((message) => lower.includes(message));
};
