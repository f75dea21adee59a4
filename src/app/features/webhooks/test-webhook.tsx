import { Button, Group, Text } from '@mantine/core';
import type { WebhookTestInput, WebhookTestResult } from '../../../contract/webhooks';
import { errorMessage } from '../../lib/error-message';
import { useT } from '../../lib/i18n';
import { useTestWebhook } from './api';
import type { Translate } from './trigger-groups';

// Plain placeholders: status codes and milliseconds read as they came ("HTTP 200", "1500 ms").
function testResultText(_: Translate, result: WebhookTestResult): string {
  const { status_code: status, duration_ms: ms } = result;
  if (result.success) return _('webhooks.test.success', { status, ms });
  if (result.error) return _('webhooks.test.failedError', { error: result.error, ms });
  if (status !== null) return _('webhooks.test.failedStatus', { status, ms });
  return _('webhooks.test.failedNoAnswer', { ms });
}

type TestWebhookProps = {
  /** What to send, read from the form when pressed; null when the form shows why it cannot be tested. */
  input: () => Promise<WebhookTestInput | null>;
};

/**
 * "Test it" sends the `test` event to the URL in the form, saved or not, and
 * says how the target answered. The result area is a live region, present from
 * the start, so a screen reader hears each new result.
 */
export function TestWebhook({ input }: TestWebhookProps) {
  const _ = useT();
  const test = useTestWebhook();

  const run = async () => {
    const body = await input();
    if (body) test.mutate(body);
    else test.reset();
  };

  const result = test.data;
  return (
    <Group gap="sm" align="center" wrap="nowrap">
      <Button type="button" variant="default" onClick={() => void run()} loading={test.isPending}>
        {_('webhooks.test.button')}
      </Button>
      <Text
        role="status"
        size="sm"
        fw={test.isPending ? undefined : 600}
        // The words say how it went; red (the theme's error colour, AA in both schemes) only underlines a failure.
        c={
          test.isPending
            ? 'dimmed'
            : test.isError || (result && !result.success)
              ? 'var(--mantine-color-error)'
              : undefined
        }
        style={{ wordBreak: 'break-word' }}
      >
        {test.isPending
          ? _('webhooks.test.sending')
          : test.isError
            ? _('webhooks.test.couldNot', { error: errorMessage(test.error) })
            : result
              ? testResultText(_, result)
              : null}
      </Text>
    </Group>
  );
}
