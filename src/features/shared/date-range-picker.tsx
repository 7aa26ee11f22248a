// The histories' date range picker (docs/product.md#flows): its flow (src/machines/date-range-picker) drawn
// by the presentational view (src/ui/date-range-picker.tsx). A thin listener turns a press or a Tab outside
// the desktop popover into the flow's 'picker.outside'; the flow ignores it once closed, so the two that
// one gesture may fire commit once.
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useActorRef } from '../../app/inspect-actor-ref';
import { MOBILE_DATE_PICKER_MAX_WIDTH } from '../../config/constants';
import { dateRangePickerMachine } from '../../machines/date-range-picker/date-range-picker.machine';
import {
  selectCanClear,
  selectDateRangePickerState,
  selectDraft,
  selectIsOpen,
  selectShowError,
} from '../../machines/date-range-picker/date-range-picker.selectors';
import { type DateRange, type DateRangeFlowProps, DateRangePickerView } from '../../ui/date-range-picker';
import { useMediaQuery } from '../../ui/media';

export type { DateRange } from '../../ui/date-range-picker';

const MOBILE_QUERY = `(max-width: ${MOBILE_DATE_PICKER_MAX_WIDTH - 0.02}px)`;

export function DateRangePicker({
  value,
  onChange,
  label,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** What the dates filter, e.g. 'Dates'; shown above the button and in its accessible name. */
  label: string;
}) {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const flow = useActorRef(
    dateRangePickerMachine.provide({
      actions: {
        commit: (_, range: DateRange) => onChangeRef.current(range),
        returnFocus: () => triggerRef.current?.focus(),
      },
    }),
  );
  const open = useSelector(flow, selectIsOpen);

  // Desktop popover: a press outside, or the focus leaving it, commits.
  useEffect(() => {
    if (!open || mobile) return;
    const root = rootRef.current;
    const outside = (target: EventTarget | null) => target instanceof Node && root !== null && !root.contains(target);
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) flow.send({ type: 'picker.outside' });
    };
    const onFocusOut = (event: FocusEvent) => {
      if (outside(event.relatedTarget)) flow.send({ type: 'picker.outside' });
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    root?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      root?.removeEventListener('focusout', onFocusOut);
    };
  }, [flow, open, mobile]);

  const props: DateRangeFlowProps = {
    state: useSelector(flow, selectDateRangePickerState),
    open,
    draft: useSelector(flow, selectDraft),
    showError: useSelector(flow, selectShowError),
    canClear: useSelector(flow, selectCanClear),
    mobile,
    onOpen: () => flow.send({ type: 'picker.open', value }),
    onApply: () => flow.send({ type: 'picker.apply' }),
    onCancel: () => flow.send({ type: 'picker.cancel' }),
    onChange: (patch) => flow.send({ type: 'draft.change', patch }),
    onClear: () => flow.send({ type: 'draft.clear' }),
    rootRef,
    triggerRef,
  };
  return <DateRangePickerView value={value} label={label} flow={props} />;
}
