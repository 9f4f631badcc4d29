import { format, messages } from '../../shared/messages';
import { ValidationError } from './errors';
import { leadsInternal, type InternalAllowance } from './link-check/addresses';

/** A link field as its form names it: the body's key and the label of its messages. */
export interface LinkField {
  name: string;
  label: string;
}

/**
 * Refuses to save a link to an internal address (loopback, private, link-local, …), written in any
 * spelling, or to `localhost`, unless the operator allows it (LINK_CHECK_ALLOW_PRIVATE): such a link
 * shows visitors nothing and would send the link check into the server's own network. A name that
 * resolves to an internal address is refused when the link is checked (its answer now says nothing
 * of its answer then). `undefined`: the write does not change the link.
 */
export function refuseInternalLink(link: string | undefined, field: LinkField, allowance: InternalAllowance): void {
  if (link === undefined || !leadsInternal(link, allowance)) return;
  const message = format(messages.validation.internalAddress, { field: field.label });
  throw new ValidationError(message, { [field.name]: message });
}
