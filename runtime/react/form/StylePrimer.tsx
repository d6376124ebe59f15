import { Form } from 'antd';

/**
 * One real (hidden) antd Form.Item, kept mounted beside a form whose items draw antd's markup by
 * hand (LightFieldItem, GridCol): it registers the form-item and grid styles they rely on, once.
 * antd registers a component's styles from every instance's effects, which a form of 1,000 items
 * pays 1,000 times over; this way it is paid once.
 */
export function StylePrimer() {
  return (
    <div hidden aria-hidden>
      <Form.Item label="·" labelCol={{ flex: '0 0 1px' }}>
        <span />
      </Form.Item>
    </div>
  );
}
