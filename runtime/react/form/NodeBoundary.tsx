import { Col } from 'antd';
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { ControlErrorPanel } from '../ControlErrorPanel.tsx';
import { formMessages } from '../messages.ts';

interface Props {
  path: string;
  children: ReactNode;
}

/** A renderer that throws takes down its own node only: the panel names it, the form keeps working. */
export class NodeBoundary extends Component<Props, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`control at ${this.props.path} failed to render`, error, info.componentStack);
  }

  override render() {
    // A lazily loaded renderer outside a field item (an integrator's display kind) waits here.
    if (!this.state.error) return <Suspense fallback={null}>{this.props.children}</Suspense>;
    return (
      <Col span={24}>
        <ControlErrorPanel path={this.props.path} message={formMessages.renderFailed(this.state.error.message)} />
      </Col>
    );
  }
}
