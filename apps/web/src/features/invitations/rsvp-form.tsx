// The RSVP part of the invitation page: the form while replies are open (name, coming or not as two
// big buttons, the party size when coming, a message), the thank-you once this device has replied
// (kept across reloads, with a way to send again), or the closed notice. Errors sit by their field
// and go as soon as the field is right; the server's refusals land on the same fields.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicInvitation } from '@hatira/shared/invitations';
import { ApiError } from '../../lib/api-error';
import { sendInvitationReply } from './invite.api';
import { eventWhen } from './invitation-time';
import {
  MESSAGE_MAX,
  NAME_MAX,
  rememberReply,
  serverRsvpErrors,
  storedReply,
  validateRsvp,
  type Message,
  type RsvpErrors,
  type RsvpField,
  type RsvpValues,
  type StoredReply,
} from './rsvp-rules';

const MINUS_ICON = 'M19 13H5v-2h14v2z';
const PLUS_ICON = 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6v2z';

function Glyph({ path }: { path: string }) {
  return (
    <svg className="inv-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

function FieldError({ id, error }: { id: string; error: Message | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p id={id} className="inv-field__error">
      {t(error.key, error.values)}
    </p>
  );
}

interface RsvpFormProps {
  invitation: PublicInvitation;
  initial: StoredReply | null;
  onSent: (reply: StoredReply) => void;
  onClosed: () => void;
}

function RsvpForm({ invitation, initial, onSent, onClosed }: RsvpFormProps) {
  const { t, i18n } = useTranslation('invite-replies');
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<RsvpValues>({
    name: initial?.name ?? '',
    attending: initial?.attending ?? null,
    guestCount: initial?.attending ? initial.guestCount : 1,
    message: '',
  });
  const [errors, setErrors] = useState<RsvpErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const max = invitation.maxGuestsPerReply;

  /** A changed field loses its error as soon as it is right (and keeps a still-wrong one current). */
  function change(patch: Partial<RsvpValues>) {
    const next = { ...values, ...patch };
    setValues(next);
    const now = validateRsvp(next, max);
    setErrors((shown) => {
      const kept: RsvpErrors = { ...shown };
      for (const field of Object.keys(patch) as RsvpField[]) {
        if (!shown[field]) continue;
        if (now[field]) kept[field] = now[field];
        else delete kept[field];
      }
      // Choosing "not coming" leaves no party size to be wrong.
      if (patch.attending === false) delete kept.guestCount;
      return kept;
    });
  }

  function focusFirstError(found: RsvpErrors) {
    const first = (['name', 'attending', 'guestCount', 'message'] as const).find((field) => found[field]);
    if (first)
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus(),
      );
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const found = validateRsvp(values, max);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return focusFirstError(found);
    const attending = values.attending === true;
    const reply = { name: values.name.trim(), attending, guestCount: attending ? values.guestCount : 0 };
    setSending(true);
    try {
      await sendInvitationReply(invitation.hash, { ...reply, message: values.message.trim() });
      onSent(reply);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'INTERNAL';
      if (code === 'RSVP_CLOSED') return onClosed();
      const fromServer =
        code === 'TOO_MANY_GUESTS'
          ? { guestCount: { key: 'errors:TOO_MANY_GUESTS' } }
          : error instanceof ApiError && code === 'VALIDATION_FAILED'
            ? serverRsvpErrors(error.fields)
            : {};
      if (Object.keys(fromServer).length > 0) {
        setErrors(fromServer);
        focusFirstError(fromServer);
      } else setFailure(`errors:${code}`);
    } finally {
      setSending(false);
    }
  }

  const describe = (field: RsvpField) => (errors[field] ? `${id}-${field}-error` : undefined);
  const deadline = invitation.rsvpDeadline
    ? eventWhen(invitation.rsvpDeadline, invitation.timezone, i18n.language)
    : null;

  return (
    <form ref={formRef} className="inv-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      {deadline && (
        <p className="inv-form__hint">{t('rsvp.deadline', { date: deadline.date, time: deadline.time })}</p>
      )}
      <div className="inv-field">
        <label htmlFor={`${id}-name`}>{t('rsvp.name')}</label>
        <input
          id={`${id}-name`}
          data-field="name"
          type="text"
          autoComplete="name"
          maxLength={NAME_MAX + 20}
          value={values.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describe('name')}
          onChange={(event) => change({ name: event.target.value })}
        />
        <FieldError id={`${id}-name-error`} error={errors.name} />
      </div>

      <fieldset className="inv-field" aria-describedby={describe('attending')}>
        <legend>{t('rsvp.question')}</legend>
        <div className="inv-choice">
          {([true, false] as const).map((choice, index) => (
            <button
              key={String(choice)}
              type="button"
              data-field={index === 0 ? 'attending' : undefined}
              className="inv-choice__option"
              aria-pressed={values.attending === choice}
              onClick={() => change({ attending: choice })}
            >
              {t(choice ? 'rsvp.attending' : 'rsvp.notAttending')}
            </button>
          ))}
        </div>
        <FieldError id={`${id}-attending-error`} error={errors.attending} />
      </fieldset>

      {values.attending === true && (
        <div className="inv-field">
          <label htmlFor={`${id}-count`}>{t('rsvp.guestCount')}</label>
          <div className="inv-stepper">
            <button
              type="button"
              className="inv-stepper__button"
              aria-label={t('rsvp.fewer')}
              disabled={values.guestCount <= 1}
              onClick={() => change({ guestCount: Math.max(1, values.guestCount - 1) })}
            >
              <Glyph path={MINUS_ICON} />
            </button>
            <input
              id={`${id}-count`}
              data-field="guestCount"
              type="number"
              inputMode="numeric"
              min={1}
              max={max}
              value={Number.isNaN(values.guestCount) ? '' : values.guestCount}
              aria-invalid={errors.guestCount ? true : undefined}
              aria-describedby={describe('guestCount')}
              onChange={(event) => change({ guestCount: event.target.valueAsNumber })}
            />
            <button
              type="button"
              className="inv-stepper__button"
              aria-label={t('rsvp.more')}
              disabled={values.guestCount >= max}
              onClick={() => change({ guestCount: Math.min(max, (values.guestCount || 0) + 1) })}
            >
              <Glyph path={PLUS_ICON} />
            </button>
          </div>
          <p className="inv-form__hint">{t('rsvp.guestHint', { count: max })}</p>
          <FieldError id={`${id}-guestCount-error`} error={errors.guestCount} />
        </div>
      )}

      <div className="inv-field">
        <label htmlFor={`${id}-message`}>{t('rsvp.message')}</label>
        <textarea
          id={`${id}-message`}
          data-field="message"
          rows={3}
          value={values.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={`${id}-counter${errors.message ? ` ${id}-message-error` : ''}`}
          onChange={(event) => change({ message: event.target.value })}
        />
        <p
          id={`${id}-counter`}
          className={
            values.message.trim().length > MESSAGE_MAX ? 'inv-counter inv-counter--over' : 'inv-counter'
          }
        >
          {t('rsvp.counter', { length: values.message.trim().length, max: MESSAGE_MAX })}
        </p>
        <FieldError id={`${id}-message-error`} error={errors.message} />
      </div>

      {failure && (
        <p className="inv-form__failure" role="alert">
          {t(failure)}
        </p>
      )}
      <button type="submit" className="inv-submit" disabled={sending}>
        {t(sending ? 'rsvp.sending' : 'rsvp.submit')}
      </button>
    </form>
  );
}

function Thanks({ reply, onAgain }: { reply: StoredReply; onAgain: () => void }) {
  const { t } = useTranslation('invite-replies');
  return (
    <div className="inv-thanks" role="status">
      <p className="inv-thanks__title">{t('rsvp.received')}</p>
      <p className="inv-thanks__text">
        {reply.attending ? t('rsvp.youAttend', { count: reply.guestCount }) : t('rsvp.youDoNotAttend')}
      </p>
      <button type="button" className="inv-link-button" onClick={onAgain}>
        {t('rsvp.again')}
      </button>
    </div>
  );
}

interface RsvpSectionProps {
  invitation: PublicInvitation;
  /** A reply went in: the published messages may have a new one. */
  onReplied: () => void;
}

export function RsvpSection({ invitation, onReplied }: RsvpSectionProps) {
  const { t } = useTranslation('invite-replies');
  const [closed, setClosed] = useState(!invitation.rsvpOpen);
  const [reply, setReply] = useState(() => storedReply(invitation.hash));
  const [editing, setEditing] = useState(false);
  if (!invitation.rsvpEnabled) return null;

  return (
    <section className="inv-section" aria-labelledby="inv-rsvp-title">
      <h2 id="inv-rsvp-title" className="inv-section__title">
        {t('rsvp.title')}
      </h2>
      {closed ? (
        <p className="inv-closed">{t('errors:RSVP_CLOSED')}</p>
      ) : reply && !editing ? (
        <Thanks reply={reply} onAgain={() => setEditing(true)} />
      ) : (
        <RsvpForm
          invitation={invitation}
          initial={reply}
          onClosed={() => setClosed(true)}
          onSent={(sent) => {
            rememberReply(invitation.hash, sent);
            setReply(sent);
            setEditing(false);
            onReplied();
          }}
        />
      )}
    </section>
  );
}
