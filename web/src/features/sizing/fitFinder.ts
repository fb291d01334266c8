/* eslint-disable relay/unused-fields -- the answer and the table are handed to FitFinder.tsx, which shows every field. */
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type {
  fitFinderAnswerQuery,
  fitFinderAnswerQuery$data,
} from '../../__generated__/fitFinderAnswerQuery.graphql.ts';
import type {
  fitFinderTableQuery,
  fitFinderTableQuery$data,
} from '../../__generated__/fitFinderTableQuery.graphql.ts';
import { useHydrated } from '../../app/hydration.tsx';

const answerQuery = graphql`
  query fitFinderAnswerQuery($widthsMm: [Float!], $kitSizes: [Int!]) {
    findMySize(widthsMm: $widthsMm, kitSizes: $kitSizes) {
      size
      fingers {
        finger
        size
        widerThanLargest
      }
      between {
        smaller
        larger
        fingers
      }
    }
  }
`;

const tableQuery = graphql`
  query fitFinderTableQuery {
    sizeFinderTable {
      sets {
        size
        widthsMm
      }
    }
  }
`;

export const fingers = ['thumb', 'index', 'middle', 'ring', 'pinky'] as const;
export type Finger = (typeof fingers)[number];
export type Method = 'width' | 'kit';
export type SizeAnswer = fitFinderAnswerQuery$data['findMySize'];
export type FinderTable = fitFinderTableQuery$data['sizeFinderTable'];

/**
 * What she typed, as the gateway takes it: five numbers thumb to pinky (a decimal comma read as
 * a point). An empty or unreadable field is sent as NaN's absence: the gateway refuses the list
 * with FIT_MEASUREMENTS_REQUIRED, or a number out of range with its own code, in her language.
 */
/** What a field holds as a number (a decimal comma read as a point), or undefined when nothing. */
export function measurementOf(text: string | undefined): number | undefined {
  const trimmed = (text ?? '').trim().replace(',', '.');
  const value = Number(trimmed);
  return trimmed !== '' && Number.isFinite(value) ? value : undefined;
}

export function measurementsOf(method: Method, values: Partial<Record<Finger, string>>) {
  const numbers = fingers.flatMap((finger) => {
    const value = measurementOf(values[finger]);
    return value === undefined ? [] : [value];
  });
  return method === 'width' ? { widthsMm: numbers, kitSizes: null } : { widthsMm: null, kitSizes: numbers };
}

/** Asks the gateway's finder for the set size (its table, the owner's or the default). */
export function useFindMySize() {
  const environment = useRelayEnvironment();
  return (variables: ReturnType<typeof measurementsOf>) =>
    fetchQuery<fitFinderAnswerQuery>(environment, answerQuery, variables, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((response) => response!.findMySize);
}

/** The finder's table as the gateway answers it, after hydration (the page itself stays public). */
export function useFinderTable(): FinderTable | undefined {
  const environment = useRelayEnvironment();
  const hydrated = useHydrated();
  const [table, setTable] = useState<FinderTable>();
  useEffect(() => {
    if (!hydrated) return;
    const subscription = fetchQuery<fitFinderTableQuery>(environment, tableQuery, {}).subscribe({
      next: (response) => setTable(response.sizeFinderTable),
      error: () => undefined,
    });
    return () => subscription.unsubscribe();
  }, [environment, hydrated]);
  return table;
}
