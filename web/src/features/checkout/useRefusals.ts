import { useEffect, useState, type RefObject } from 'react';
import type { UiMessage } from '@nails/machines/messages';
import { refusedFields as fieldsOf, serverText } from '../address/serverFieldErrors.ts';
import { useRefusalInView } from './useRefusalInView.ts';
import type { FieldErrors } from '../address/validation.ts';

type Refusal = UiMessage | undefined;

/**
 * The fields the back end refused, less those the shopper has edited since: a field's server
 * message goes away once it is changed, until the next refusal.
 */
function useServerRefusal(error: Refusal) {
  const [edited, setEdited] = useState<{ after?: UiMessage; fields: string[] }>({ fields: [] });
  const editedFields = edited.after === error ? edited.fields : [];
  const refused = fieldsOf(error);
  const serverErrors: FieldErrors = Object.fromEntries(
    Object.entries(refused).filter(([field]) => !editedFields.includes(field)),
  );
  const markEdited = (field: string) => {
    if (refused[field] && !editedFields.includes(field))
      setEdited({ after: error, fields: [...editedFields, field] });
  };
  return { refusedFields: Object.keys(refused), serverErrors, markEdited };
}

/**
 * Where a refusal shows. A coupon refused at Apply (or any refusal about a coupon) shows under
 * the coupon field; a refusal that belongs to no field shows next to Place order when that was
 * refused, where the shopper is; anything else at the top of the form.
 */
function placeOfRefusal(error: Refusal, refusedFields: string[], couponTried: boolean, placeTried: boolean) {
  const couponError =
    error && (couponTried || error.params?.code?.startsWith('COUPON_') || /coupon/i.test(serverText(error)))
      ? error
      : undefined;
  const buttonError = error && placeTried && !couponError && refusedFields.length === 0 ? error : undefined;
  return { couponError, buttonError };
}

function focusCentred(field: HTMLElement | null | undefined) {
  field?.focus({ preventScroll: true });
  field?.scrollIntoView({ block: 'center' });
}

/**
 * A refusal naming fields moves focus to the first of them (WCAG 3.3.1: the error is where the
 * shopper looks), in the order the form shows them, scrolled to the middle of a phone's screen.
 * A coupon refused at Place order moves focus to its field, where the remove button is.
 */
function useFocusOnRefusedField(
  formRef: RefObject<HTMLFormElement | null>,
  error: Refusal,
  firstRefused: string | undefined,
  couponRefusedAtPlace: boolean,
) {
  useEffect(() => {
    if (!firstRefused) return;
    const fields = formRef.current?.querySelectorAll<HTMLElement>('[aria-invalid="true"]');
    focusCentred(
      fields?.[0] ??
        formRef.current?.querySelector<HTMLElement>(`[name="${firstRefused.replace('.', '-')}"]`),
    );
  }, [formRef, error, firstRefused]);
  useEffect(() => {
    if (!couponRefusedAtPlace) return;
    focusCentred(formRef.current?.querySelector<HTMLElement>('#checkout-coupon'));
  }, [formRef, error, couponRefusedAtPlace]);
}

/**
 * The machine's refusal, placed by what the shopper tried last (placeOfRefusal) and focused where
 * it shows. The `tried` calls record each attempt before its event goes to a machine.
 */
export function useRefusals(formRef: RefObject<HTMLFormElement | null>, error: Refusal) {
  // Which call the machine's error answers: a coupon refused at Apply shows under the coupon field.
  const [couponTried, setCouponTried] = useState(false);
  // Place order was the last thing tried: its refusal shows by the button, where the shopper is.
  const [placeTried, setPlaceTried] = useState(false);
  const { refusedFields, serverErrors, markEdited } = useServerRefusal(error);
  const { couponError, buttonError } = placeOfRefusal(error, refusedFields, couponTried, placeTried);
  const buttonAlert = useRefusalInView<HTMLDivElement>(buttonError);
  useFocusOnRefusedField(formRef, error, refusedFields[0], Boolean(couponError && placeTried));
  const tried = {
    place: () => {
      setCouponTried(false);
      setPlaceTried(true);
    },
    shippingMethod: () => setPlaceTried(false),
    couponApply: () => {
      setCouponTried(true);
      setPlaceTried(false);
    },
    couponRemove: () => setCouponTried(false),
  };
  return { refusedFields, serverErrors, markEdited, couponError, buttonError, buttonAlert, tried };
}
export type Refusals = ReturnType<typeof useRefusals>;
