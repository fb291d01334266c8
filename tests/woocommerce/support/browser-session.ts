import type { Storefront } from './targets.ts';

export interface GraphqlAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/**
 * A browser's session as the gateway sees it: one cookie jar (a cleared cookie dropped), JSON
 * posts as Relay sends them, to whichever storefront instance a request reaches.
 */
export function browserSession() {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  async function graphql<T>(
    front: Storefront,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<GraphqlAnswer<T>> {
    const response = await fetch(`${front.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: cookieHeader(),
      },
      body: JSON.stringify({ query, variables }),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = pair!.split('=');
      if (value.join('=') === '') cookies.delete(name!);
      else cookies.set(name!, value.join('='));
    }
    return (await response.json()) as GraphqlAnswer<T>;
  }
  // The jar as a header, for the routes that are not GraphQL (the data export's download).
  return Object.assign(graphql, { cookieHeader });
}
