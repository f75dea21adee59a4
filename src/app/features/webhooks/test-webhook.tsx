import { Button, Group, Text } from '@mantine/core';
import type { WebhookTestInput, WebhookTestResult } from '../../../contract/webhooks';
import { errorMessage } from '../../lib/error-message';
import { useTestWebhook } from './api';

function testResultText(result: WebhookTestResult): string {
  if (result.success) return `Success: HTTP ${result.status_code} in ${result.duration_ms} ms`;
  const what = result.error ?? (result.status_code !== null ? `answered HTTP ${result.status_code}` : 'no answer');
  return `Failed: ${what} (after ${result.duration_ms} ms)`;
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
        Test it
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
          ? 'Sending a test event…'
          : test.isError
            ? `Could not test: ${errorMessage(test.error)}`
            : result
              ? testResultText(result)
              : null}
      </Text>
    </Group>
  );
}
