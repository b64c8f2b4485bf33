// "Block this guest" from the moderation view (decisions/054): only the phone by default, the
// address or the whole network with a warning of how many other guests posted from there (in each
// language's plural forms), no device to block for a post sent before device keys, and the toast
// saying how many posts were hidden.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Language } from '@hatira/shared/languages';
import { resetBrowserState } from '../../test-utils';
import { fakeModerationServer, makePost, renderModerationPage } from './posts.test-support';

beforeEach(() => resetBrowserState());
afterEach(() => vi.unstubAllGlobals());

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Posts' }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

/** The hall's Wi-Fi: Spammer (two posts) and `others` more guests, one post each. */
function hall(others: number, options: { keyless?: boolean } = {}) {
  const earlier = makePost({ guestName: 'Spammer', ip: '198.51.100.9' });
  // the newer post: its card comes first
  const spam = makePost({ guestName: 'Spammer', ip: '198.51.100.9' });
  const server = fakeModerationServer({
    posts: [
      earlier,
      spam,
      ...Array.from({ length: others }, (_, i) =>
        makePost({ guestName: `Friend ${i + 1}`, ip: '198.51.100.9' }),
      ),
      makePost({ guestName: 'Neighbour', ip: '198.51.100.44' }),
    ],
    keyless: options.keyless ? [spam.id] : [],
  });
  return { server, spam };
}

async function openDialog(language: Language, blockLabel: string, dialogName: string) {
  const rendered = await renderModerationPage({ language });
  const [card] = await screen.findAllByRole('article', { name: 'Spammer' });
  await rendered.user.click(within(card!).getByRole('button', { name: blockLabel }));
  const dialog = screen.getByRole('dialog', { name: dialogName });
  await within(dialog).findByRole('radiogroup');
  return { ...rendered, dialog };
}

describe('blocking a guest', { timeout: 60_000 }, () => {
  it('blocks only the phone by default: the other guests on the Wi-Fi keep their posts', async () => {
    const { server, spam } = hall(2);
    const { user, dialog } = await openDialog('en', 'Block this guest', 'Block this guest');
    const device = within(dialog).getByRole('radio', { name: /Block only this device/ });
    expect(device).toBeChecked();
    expect(dialog).toHaveTextContent(
      "Spammer's phone is blocked. Other guests on the same Wi-Fi keep sharing.",
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Rude messages');
    await user.click(within(dialog).getByRole('button', { name: 'Block guest' }));
    expect(
      await screen.findByText("Spammer's device is blocked. 2 posts are now hidden."),
    ).toBeInTheDocument();
    expect(server.writes()).toMatchObject([
      {
        method: 'POST',
        path: `/api/posts/${spam.id}/block`,
        body: { target: 'device', reason: 'Rude messages' },
      },
    ]);
    await waitFor(() => expect(cardNames()).toEqual(['Neighbour', 'Friend 2', 'Friend 1']));
  });

  it('warns how many other guests an address or a network block reaches, and blocks what was chosen', async () => {
    const { server, spam } = hall(2);
    const { user, dialog } = await openDialog('en', 'Block this guest', 'Block this guest');

    await user.click(within(dialog).getByRole('radio', { name: /Block the IP address/ }));
    expect(dialog).toHaveTextContent('Everyone coming from 198.51.100.9 is blocked.');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      '2 more guests posted from this address — all of them are blocked.',
    );
    await user.click(within(dialog).getByRole('radio', { name: /Block the whole network \(range\)/ }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      '3 more guests posted from this network — all of them are blocked.',
    );
    await user.click(within(dialog).getByRole('radio', { name: /Block the IP address/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Block guest' }));

    expect(await screen.findByText('198.51.100.9 is blocked. 4 posts are now hidden.')).toBeInTheDocument();
    expect(server.writes().at(-1)).toMatchObject({
      path: `/api/posts/${spam.id}/block`,
      body: { target: 'ip', reason: null },
    });
    await waitFor(() => expect(cardNames()).toEqual(['Neighbour']));
  });

  it('cannot block the device of a post sent without one, and makes the owner choose', async () => {
    const { server } = hall(1, { keyless: true });
    const { user, dialog } = await openDialog('en', 'Block this guest', 'Block this guest');
    expect(within(dialog).getByRole('radio', { name: /Block only this device/ })).toBeDisabled();
    expect(dialog).toHaveTextContent('sent before devices were recognised, so its device cannot be blocked');
    for (const radio of within(dialog).getAllByRole('radio')) expect(radio).not.toBeChecked();
    const submit = within(dialog).getByRole('button', { name: 'Block guest' });
    expect(submit).toBeDisabled();

    await user.click(within(dialog).getByRole('radio', { name: /Block the IP address/ }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      '1 more guest posted from this address — all of them are blocked.',
    );
    expect(submit).toBeEnabled();
    expect(server.writes()).toEqual([]);
  });

  it('says it in Turkish, and in Russian with its few and many forms', async () => {
    hall(3);
    const tr = await openDialog('tr', 'Bu misafiri engelle', 'Bu misafiri engelle');
    expect(within(tr.dialog).getByRole('radio', { name: /Yalnızca bu cihazı engelle/ })).toBeChecked();
    await tr.user.click(within(tr.dialog).getByRole('radio', { name: /IP adresini engelle/ }));
    expect(within(tr.dialog).getByRole('alert')).toHaveTextContent(
      'Bu adresten 3 misafir daha paylaşım yaptı — hepsi engellenir.',
    );
    await tr.user.click(within(tr.dialog).getByRole('radio', { name: /Ağın tamamını engelle \(aralık\)/ }));
    expect(within(tr.dialog).getByRole('alert')).toHaveTextContent(
      'Bu ağdan 4 misafir daha paylaşım yaptı — hepsi engellenir.',
    );
    tr.unmount();

    hall(4);
    const ru = await openDialog('ru', 'Заблокировать гостя', 'Заблокировать этого гостя');
    await ru.user.click(within(ru.dialog).getByRole('radio', { name: /Заблокировать IP-адрес/ }));
    expect(within(ru.dialog).getByRole('alert')).toHaveTextContent(
      'С этого адреса публиковали ещё 4 гостя — все будут заблокированы.',
    );
    await ru.user.click(within(ru.dialog).getByRole('radio', { name: /Заблокировать всю сеть/ }));
    expect(within(ru.dialog).getByRole('alert')).toHaveTextContent(
      'Из этой сети публиковали ещё 5 гостей — все будут заблокированы.',
    );
  });
});
