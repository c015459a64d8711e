import type { ComponentType, ReactElement } from 'react';
import { createPorticoEvent, eventCallbackName, type EmitFn, type PorticoEvent, type PorticoEventCallbacks, type PorticoEventName } from '../events';

/**
 * Gives a component that reports through `emit` the typed `on…` callback props of its events
 * (`onNavigate`, `onSignedIn`, …), the React counterpart of the elements' `portico-*` DOM events.
 * Each callback receives the event a DOM listener would (`event.detail`, and
 * `event.preventDefault()` on `portico-navigate` to route yourself). An `emit` prop, when given,
 * is still called after the callback, and either may cancel.
 * @example export const Charges = withEventCallbacks<'portico-navigate' | 'portico-signed-in'>()(ChargesView);
 */
export function withEventCallbacks<E extends PorticoEventName>() {
  // A plain function component, as the wrapped ones are, so a host may hold it as any ComponentType.
  return <P extends { emit?: EmitFn | undefined }>(Component: ComponentType<P>): ((props: P & PorticoEventCallbacks<E>) => ReactElement) => {
    function WithEventCallbacks(props: P & PorticoEventCallbacks<E>) {
      const callbacks = props as Partial<Record<string, (event: PorticoEvent<PorticoEventName>) => void>>;
      const emit: EmitFn = (name, detail) => {
        const event = createPorticoEvent(name, detail);
        callbacks[eventCallbackName(name)]?.(event as PorticoEvent<PorticoEventName>);
        const allowed = props.emit ? props.emit(name, detail) : true;
        return allowed && !event.defaultPrevented;
      };
      return <Component {...props} emit={emit} />;
    }
    WithEventCallbacks.displayName = Component.displayName ?? Component.name;
    return WithEventCallbacks;
  };
}
